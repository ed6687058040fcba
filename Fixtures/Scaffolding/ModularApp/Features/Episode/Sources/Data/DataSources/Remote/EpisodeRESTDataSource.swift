import AppNetworking
import Foundation

struct EpisodeRESTDataSource: EpisodeRemoteDataSourceContract {
	private let httpClient: any HTTPClientContract

	init(httpClient: any HTTPClientContract) {
		self.httpClient = httpClient
	}

	func fetchEpisode(identifier: Int) async throws -> EpisodeDTO {
		let endpoint = Endpoint(path: "/api/episode/\(identifier)")
		return try await httpClient.request(endpoint)
	}

	func fetchEpisodes(page: Int, name: String?, status: String?) async throws -> EpisodesResponseDTO {
		var queryItems = ["page": String(page)]
		if let name, !name.isEmpty {
			queryItems["name"] = name
		}
		if let status {
			queryItems["status"] = status
		}
		let endpoint = Endpoint(path: "/api/episode", queryItems: queryItems)
		return try await httpClient.request(endpoint)
	}

	func createEpisode(_ body: CreateEpisodeRequestDTO) async throws -> EpisodeDTO {
		let endpoint = Endpoint(path: "/api/episode", method: .post, body: try JSONEncoder().encode(body))
		return try await httpClient.request(endpoint)
	}
}
