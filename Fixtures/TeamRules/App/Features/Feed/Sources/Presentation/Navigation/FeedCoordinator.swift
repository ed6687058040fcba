@MainActor
final class FeedCoordinator {
    func start() {}
}
