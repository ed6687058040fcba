import Testing
@testable import Trips

struct HomeInteractorTests {
    @Test("Fetching asks the worker once")
    func fetchAsksWorker() async {
        let worker = MockHomeWorker()
        let interactor = HomeInteractor(presenter: HomePresenter(), worker: worker)
        await interactor.execute(request: HomeModels.Fetch.Request(page: 1))
        #expect(worker.fetchCallCount == 1)
    }
}
