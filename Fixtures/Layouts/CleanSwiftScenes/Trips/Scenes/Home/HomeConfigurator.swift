enum HomeConfigurator {
    static func configure(_ viewController: HomeViewController) {
        let presenter = HomePresenter()
        let interactor = HomeInteractor(presenter: presenter, worker: HomeWorker())
        presenter.viewController = viewController
        viewController.interactor = interactor
        viewController.router = HomeRouter()
    }
}
