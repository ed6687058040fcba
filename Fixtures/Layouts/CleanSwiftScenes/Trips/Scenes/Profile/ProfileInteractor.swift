protocol ProfileBusinessLogic: Sendable { // expect: usecase-naming
    func execute(request: ProfileModels.Fetch.Request) async
}

final class ProfileInteractor: ProfileBusinessLogic {
    private let presenter: ProfilePresentationLogic
    private let worker: ProfileWorkerProtocol
    private let userWorker = UserWorker() // expect: usecase-depends-on-contracts

    init(presenter: ProfilePresentationLogic, worker: ProfileWorkerProtocol) {
        self.presenter = presenter
        self.worker = worker
    }

    func execute(request: ProfileModels.Fetch.Request) async {
        _ = await userWorker.nickname()
        let trips = await worker.fetchTrips(page: request.page)
        presenter.present(response: ProfileModels.Fetch.Response(trips: trips))
    }
}
