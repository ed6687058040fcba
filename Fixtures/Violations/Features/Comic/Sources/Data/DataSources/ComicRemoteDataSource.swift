import ChallengeNetworking
import Foundation

protocol ComicRemoteDataSourceContract: Sendable {
    func fetchComic(identifier: Int) async throws -> ComicDTO
    func fetchComics(page: Int) async throws -> ComicsResponseDTO
}

struct ComicRemoteDataSource: ComicRemoteDataSourceContract {
    private let httpClient: any HTTPClientContract

    init(httpClient: any HTTPClientContract) {
        self.httpClient = httpClient
    }

    func fetchComic(identifier: Int) async throws -> ComicDTO {
        try await httpClient.request(Endpoint(path: "/comics/\(identifier)"))
    }

    func fetchComics(page: Int) async throws -> ComicsResponseDTO {
        let queryItems = [URLQueryItem(name: "offset", value: String((page - 1) * 20))]
        return try await httpClient.request(Endpoint(path: "/comics", queryItems: queryItems))
    }
}
