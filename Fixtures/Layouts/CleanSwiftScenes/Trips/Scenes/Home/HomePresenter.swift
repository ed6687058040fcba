protocol HomePresentationLogic {
    func present(response: HomeModels.Fetch.Response)
}

final class HomePresenter: HomePresentationLogic {
    weak var viewController: HomeViewController?

    func present(response: HomeModels.Fetch.Response) {
        viewController?.display(viewModel: HomeModels.Fetch.ViewModel(titles: response.trips.map(\.title)))
    }
}
