protocol UploadBusinessLogic: Sendable { // expect: usecase-naming
    func execute(request: UploadModels.Fetch.Request) async
}

final class UploadInteractor: UploadBusinessLogic {
    private let presenter: UploadPresentationLogic
    private let worker: UploadWorkerProtocol

    init(presenter: UploadPresentationLogic, worker: UploadWorkerProtocol) {
        self.presenter = presenter
        self.worker = worker
    }

    func execute(request: UploadModels.Fetch.Request) async {
        let trips = await worker.fetchTrips(page: request.page)
        presenter.present(response: UploadModels.Fetch.Response(trips: trips))
    }
}
