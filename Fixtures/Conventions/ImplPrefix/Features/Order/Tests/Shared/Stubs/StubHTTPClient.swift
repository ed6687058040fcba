import ShopNetworking

/// An HTTP client that never answers: for repositories whose data source a test replaces anyway.
struct StubHTTPClient: HTTPClient {
    func request<Response: Decodable>(_ endpoint: Endpoint) async throws -> Response {
        throw HTTPError.invalidResponse
    }

    func send(_ endpoint: Endpoint) async throws {
        throw HTTPError.invalidResponse
    }
}
