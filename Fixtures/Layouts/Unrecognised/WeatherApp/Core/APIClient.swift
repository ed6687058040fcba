import Foundation // expect: layout-unrecognised

/// Loads JSON from the weather service.
final class APIClient: Sendable {
    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession = .shared, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    func get<Response: Decodable>(_ path: String, as type: Response.Type) async throws -> Response {
        let (data, _) = try await session.data(from: baseURL.appendingPathComponent(path))
        return try JSONDecoder().decode(Response.self, from: data)
    }
}
