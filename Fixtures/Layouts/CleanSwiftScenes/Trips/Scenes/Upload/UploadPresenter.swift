protocol UploadPresentationLogic {
    func present(response: UploadModels.Fetch.Response)
}

final class UploadPresenter: UploadPresentationLogic {
    weak var viewController: UploadViewController?

    func present(response: UploadModels.Fetch.Response) {
        viewController?.display(viewModel: UploadModels.Fetch.ViewModel(titles: response.trips.map(\.title)))
    }
}
