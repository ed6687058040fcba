protocol NetworkProviding: Sendable {
    func request(_ endpoint: TripsEndpoint) async -> [UInt8]
}

final class NetworkProvider: NetworkProviding {
    func request(_ endpoint: TripsEndpoint) async -> [UInt8] { [] }
}
