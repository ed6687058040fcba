final class UploadViewController {
    var interactor: UploadBusinessLogic?
    var router: UploadRouter?
    private(set) var titles: [String] = []

    func display(viewModel: UploadModels.Fetch.ViewModel) {
        titles = viewModel.titles
    }
}
