final class ProfileRouter {
    weak var viewController: ProfileViewController?
}
