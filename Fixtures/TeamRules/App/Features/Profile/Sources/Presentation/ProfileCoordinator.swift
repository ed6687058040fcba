@MainActor
final class ProfileCoordinator { // expect: coordinators-in-navigation
    func start() {}
}
