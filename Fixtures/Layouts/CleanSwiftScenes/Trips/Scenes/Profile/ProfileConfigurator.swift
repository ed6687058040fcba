enum ProfileConfigurator {
    static func configure(_ viewController: ProfileViewController) {
        let presenter = ProfilePresenter()
        let interactor = ProfileInteractor(presenter: presenter, worker: ProfileWorker())
        presenter.viewController = viewController
        viewController.interactor = interactor
        viewController.router = ProfileRouter()
    }
}
