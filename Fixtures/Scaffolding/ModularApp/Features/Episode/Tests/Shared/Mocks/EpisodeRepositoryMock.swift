import AppCore

@testable import AppEpisode

final class EpisodeRepositoryMock: EpisodeRepositoryContract, @unchecked Sendable {
	var result: Result<Episode, EpisodeError> = .failure(.loadFailed())
	var createResult: Result<Episode, EpisodeError> = .failure(.loadFailed())
	private(set) var getEpisodeCallCount = 0
	private(set) var lastRequestedIdentifier: Int?
	private(set) var lastCachePolicy: CachePolicy?
	private(set) var createCallCount = 0
	private(set) var lastCreatedName: String?
	private(set) var lastCreatedStatus: EpisodeStatus?

	func getEpisode(identifier: Int, cachePolicy: CachePolicy) async throws(EpisodeError) -> Episode {
		getEpisodeCallCount += 1
		lastRequestedIdentifier = identifier
		lastCachePolicy = cachePolicy
		return try result.get()
	}

	func createEpisode(name: String, status: EpisodeStatus) async throws(EpisodeError) -> Episode {
		createCallCount += 1
		lastCreatedName = name
		lastCreatedStatus = status
		return try createResult.get()
	}
}
