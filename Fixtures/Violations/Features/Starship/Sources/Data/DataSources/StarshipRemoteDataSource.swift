import ChallengeNetworking
import Foundation

protocol StarshipRemoteDataSourceContract: Sendable {
    func fetchStarship(identifier: Int) async throws -> StarshipDTO
    func fetchStarships(page: Int, search: String?) async throws -> StarshipsResponseDTO
}

struct StarshipRemoteDataSource: StarshipRemoteDataSourceContract {
    private let httpClient: any HTTPClientContract

    init(httpClient: any HTTPClientContract) {
        self.httpClient = httpClient
    }

    func fetchStarship(identifier: Int) async throws -> StarshipDTO {
        try await httpClient.request(Endpoint(path: "/starships/\(identifier)"))
    }

    func fetchStarships(page: Int, search: String?) async throws -> StarshipsResponseDTO {
        var queryItems = [URLQueryItem(name: "page", value: String(page))]
        if let search {
            queryItems.append(URLQueryItem(name: "search", value: search))
        }
        return try await httpClient.request(Endpoint(path: "/starships", queryItems: queryItems))
    }
}

actor StarshipMemoryDataSource {
    private var starships: [Int: StarshipDTO] = [:]

    func getStarship(identifier: Int) -> StarshipDTO? {
        starships[identifier]
    }

    func saveStarship(_ starship: StarshipDTO) {
        starships[starship.id] = starship
    }
}
