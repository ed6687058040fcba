import AppCore

@testable import AppEpisode

final class EpisodesPageRepositoryMock: EpisodesPageRepositoryContract, @unchecked Sendable {
	var result: Result<EpisodesPage, EpisodeError> = .failure(.loadFailed())
	var searchResult: Result<EpisodesPage, EpisodeError> = .failure(.loadFailed())
	private(set) var getEpisodesPageCallCount = 0
	private(set) var searchEpisodesPageCallCount = 0
	private(set) var lastRequestedPage: Int?
	private(set) var lastCachePolicy: CachePolicy?
	private(set) var lastRequestedFilter: EpisodeFilter?

	func getEpisodesPage(page: Int, cachePolicy: CachePolicy) async throws(EpisodeError) -> EpisodesPage {
		getEpisodesPageCallCount += 1
		lastRequestedPage = page
		lastCachePolicy = cachePolicy
		return try result.get()
	}

	func searchEpisodesPage(page: Int, filter: EpisodeFilter) async throws(EpisodeError) -> EpisodesPage {
		searchEpisodesPageCallCount += 1
		lastRequestedPage = page
		lastRequestedFilter = filter
		return try searchResult.get()
	}
}
