import ChallengeNetworking

/// The feature's HTTP client: data sources talk to the API through it.
protocol HTTPClientContract: Sendable {
	func request<Response: Decodable>(_ endpoint: Endpoint) async throws -> Response
	func send(_ endpoint: Endpoint) async throws
}
