/// `package`, not `public`: the Character module of this package coordinates episodes
/// through it, yet it stays out of the package's public API (contracts are internal
/// to the app; seeds 000 and 004).
package protocol EpisodeRepositoryContract: Sendable {
	func getEpisodes(identifiers: [Int], cachePolicy: CachePolicy) async throws(EpisodeError) -> [Episode]
}
