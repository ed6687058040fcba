protocol EpisodeLocalDataSourceContract: Actor {
	func getEpisode(identifier: Int) -> EpisodeDTO?
	func saveEpisode(_ episode: EpisodeDTO)
	func getPage(_ page: Int) -> EpisodesResponseDTO?
	func savePage(_ response: EpisodesResponseDTO, page: Int)
}
