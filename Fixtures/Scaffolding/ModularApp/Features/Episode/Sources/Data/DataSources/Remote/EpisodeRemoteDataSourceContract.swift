protocol EpisodeRemoteDataSourceContract: Sendable {
	func fetchEpisode(identifier: Int) async throws -> EpisodeDTO
	func fetchEpisodes(page: Int, name: String?, status: String?) async throws -> EpisodesResponseDTO
	func createEpisode(_ body: CreateEpisodeRequestDTO) async throws -> EpisodeDTO
}
