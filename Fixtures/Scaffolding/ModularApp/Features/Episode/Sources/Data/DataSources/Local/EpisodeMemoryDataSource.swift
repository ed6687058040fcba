actor EpisodeMemoryDataSource: EpisodeLocalDataSourceContract {
	private var episodeStorage: [Int: EpisodeDTO] = [:]
	private var pageStorage: [Int: EpisodesResponseDTO] = [:]

	func getEpisode(identifier: Int) -> EpisodeDTO? {
		episodeStorage[identifier]
	}

	func saveEpisode(_ episode: EpisodeDTO) {
		episodeStorage[episode.id] = episode
	}

	func getPage(_ page: Int) -> EpisodesResponseDTO? {
		pageStorage[page]
	}

	func savePage(_ response: EpisodesResponseDTO, page: Int) {
		pageStorage[page] = response
	}
}
