protocol EpisodeMemoryDataSourceContract: Sendable {
	func getEpisodes(identifiers: [Int]) async -> [EpisodeDTO]
	func saveEpisodes(_ episodes: [EpisodeDTO]) async
}

actor EpisodeMemoryDataSource: EpisodeMemoryDataSourceContract {
	private var storage: [Int: EpisodeDTO] = [:]

	func getEpisodes(identifiers: [Int]) -> [EpisodeDTO] {
		identifiers.compactMap { storage[$0] }
	}

	func saveEpisodes(_ episodes: [EpisodeDTO]) {
		for episode in episodes {
			storage[episode.id] = episode
		}
	}
}
