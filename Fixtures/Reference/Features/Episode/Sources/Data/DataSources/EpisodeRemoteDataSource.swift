import Foundation

protocol EpisodeRemoteDataSourceContract: Sendable {
	func fetchEpisodes(identifiers: [Int]) async throws -> [EpisodeDTO]
}

struct EpisodeRemoteDataSource: EpisodeRemoteDataSourceContract {
	private let httpClient: HTTPClientContract

	init(httpClient: HTTPClientContract) {
		self.httpClient = httpClient
	}

	func fetchEpisodes(identifiers: [Int]) async throws -> [EpisodeDTO] {
		let path = "/episode/" + identifiers.map(String.init).joined(separator: ",")
		let data = try await httpClient.request(HTTPRequest(path: path))
		let decoder = JSONDecoder()
		// The API answers a single identifier with an object, several with an array.
		if identifiers.count == 1 {
			return [try decoder.decode(EpisodeDTO.self, from: data)]
		}
		return try decoder.decode([EpisodeDTO].self, from: data)
	}
}
