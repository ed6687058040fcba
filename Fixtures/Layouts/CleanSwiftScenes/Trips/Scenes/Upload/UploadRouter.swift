final class UploadRouter {
    weak var viewController: UploadViewController?
}
