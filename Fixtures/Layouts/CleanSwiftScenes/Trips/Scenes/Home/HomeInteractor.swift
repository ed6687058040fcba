protocol HomeBusinessLogic: Sendable { // expect: usecase-naming
    func execute(request: HomeModels.Fetch.Request) async
}

final class HomeInteractor: HomeBusinessLogic {
    private let presenter: HomePresentationLogic
    private let worker: HomeWorkerProtocol

    init(presenter: HomePresentationLogic, worker: HomeWorkerProtocol) {
        self.presenter = presenter
        self.worker = worker
    }

    func execute(request: HomeModels.Fetch.Request) async {
        let trips = await worker.fetchTrips(page: request.page)
        presenter.present(response: HomeModels.Fetch.Response(trips: trips))
    }
}
