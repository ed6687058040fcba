protocol UserWorkerProtocol: Sendable {
    func nickname() async -> String
}

final class UserWorker: UserWorkerProtocol {
    private let provider: NetworkProviding

    init(provider: NetworkProviding = NetworkProvider()) {
        self.provider = provider
    }

    func nickname() async -> String {
        _ = await provider.request(.trips(page: 0))
        return ""
    }
}
