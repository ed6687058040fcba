@testable import AppEpisode

actor EpisodeMemoryDataSourceMock: EpisodeLocalDataSourceContract {
	private(set) var episodeToReturn: EpisodeDTO?
	private(set) var saveEpisodeCallCount = 0

	func setEpisodeToReturn(_ episode: EpisodeDTO?) {
		episodeToReturn = episode
	}

	func getEpisode(identifier: Int) -> EpisodeDTO? {
		episodeToReturn
	}

	func saveEpisode(_ episode: EpisodeDTO) {
		saveEpisodeCallCount += 1
	}

	func getPage(_ page: Int) -> EpisodesResponseDTO? {
		nil
	}

	func savePage(_ response: EpisodesResponseDTO, page: Int) {}
}
