import AppCore

protocol EpisodeRepositoryContract: Sendable {
	func getEpisode(identifier: Int, cachePolicy: CachePolicy) async throws(EpisodeError) -> Episode
	func createEpisode(name: String, status: EpisodeStatus) async throws(EpisodeError) -> Episode
}
