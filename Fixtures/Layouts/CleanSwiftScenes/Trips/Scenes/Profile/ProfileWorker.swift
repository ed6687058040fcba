protocol ProfileWorkerProtocol: Sendable {
    func fetchTrips(page: Int) async -> [Trip]
}

final class ProfileWorker: ProfileWorkerProtocol {
    private let provider: NetworkProviding

    init(provider: NetworkProviding = NetworkProvider()) {
        self.provider = provider
    }

    func fetchTrips(page: Int) async -> [Trip] {
        _ = await provider.request(.trips(page: page))
        return []
    }
}
