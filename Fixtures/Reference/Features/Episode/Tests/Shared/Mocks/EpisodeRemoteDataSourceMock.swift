import Foundation

@testable import ReferenceEpisode

final class EpisodeRemoteDataSourceMock: EpisodeRemoteDataSourceContract, @unchecked Sendable {
	var result: Result<[EpisodeDTO], any Error> = .failure(HTTPError.invalidResponse)
	private(set) var fetchEpisodesCallCount = 0
	private(set) var lastRequestedIdentifiers: [Int]?

	func fetchEpisodes(identifiers: [Int]) async throws -> [EpisodeDTO] {
		fetchEpisodesCallCount += 1
		lastRequestedIdentifiers = identifiers
		return try result.get()
	}
}
