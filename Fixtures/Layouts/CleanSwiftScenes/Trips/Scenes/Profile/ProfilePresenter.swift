protocol ProfilePresentationLogic {
    func present(response: ProfileModels.Fetch.Response)
}

final class ProfilePresenter: ProfilePresentationLogic {
    weak var viewController: ProfileViewController?

    func present(response: ProfileModels.Fetch.Response) {
        viewController?.display(viewModel: ProfileModels.Fetch.ViewModel(titles: response.trips.map(\.title)))
    }
}
