import AppCore

protocol EpisodesPageRepositoryContract: Sendable {
	func getEpisodesPage(page: Int, cachePolicy: CachePolicy) async throws(EpisodeError) -> EpisodesPage
	func searchEpisodesPage(page: Int, filter: EpisodeFilter) async throws(EpisodeError) -> EpisodesPage
}
