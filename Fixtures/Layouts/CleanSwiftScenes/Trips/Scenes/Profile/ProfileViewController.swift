final class ProfileViewController {
    var interactor: ProfileBusinessLogic?
    var router: ProfileRouter?
    private(set) var titles: [String] = []

    func display(viewModel: ProfileModels.Fetch.ViewModel) {
        titles = viewModel.titles
    }
}
