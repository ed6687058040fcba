final class HomeRouter {
    weak var viewController: HomeViewController?
}
