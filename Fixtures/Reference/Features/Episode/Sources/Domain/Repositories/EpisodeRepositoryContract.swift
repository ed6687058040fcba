/// Public because the Character feature depends on it to coordinate episodes.
public protocol EpisodeRepositoryContract: Sendable {
	func getEpisodes(identifiers: [Int], cachePolicy: CachePolicy) async throws(EpisodeError) -> [Episode]
}
