import Foundation
import ReferenceEpisode

/// Mock of the Episode feature's contract, owned by the Character tests that need it.
final class EpisodeRepositoryMock: EpisodeRepositoryContract, @unchecked Sendable {
	var result: Result<[Episode], EpisodeError> = .failure(.loadFailed)
	private(set) var getEpisodesCallCount = 0
	private(set) var lastRequestedIdentifiers: [Int]?
	private(set) var lastCachePolicy: ReferenceEpisode.CachePolicy?

	func getEpisodes(identifiers: [Int], cachePolicy: ReferenceEpisode.CachePolicy) async throws(EpisodeError) -> [Episode] {
		getEpisodesCallCount += 1
		lastRequestedIdentifiers = identifiers
		lastCachePolicy = cachePolicy
		return try result.get()
	}
}
