final class HomeViewController {
    var interactor: HomeBusinessLogic?
    var router: HomeRouter?
    private(set) var titles: [String] = []

    func display(viewModel: HomeModels.Fetch.ViewModel) {
        titles = viewModel.titles
    }
}
