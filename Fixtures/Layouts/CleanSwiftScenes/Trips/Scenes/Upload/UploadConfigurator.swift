enum UploadConfigurator {
    static func configure(_ viewController: UploadViewController) {
        let presenter = UploadPresenter()
        let interactor = UploadInteractor(presenter: presenter, worker: UploadWorker())
        presenter.viewController = viewController
        viewController.interactor = interactor
        viewController.router = UploadRouter()
    }
}
