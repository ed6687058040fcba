import Foundation

protocol ProfileServiceProtocol: Sendable {
    func fetchProfile(identifier: String) async throws -> ProfileDTO
}

struct ProfileService: ProfileServiceProtocol {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func fetchProfile(identifier: String) async throws -> ProfileDTO {
        let url = URL(string: "https://api.example.com/profiles/\(identifier)")!
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode(ProfileDTO.self, from: data)
    }
}
