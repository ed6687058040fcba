import AppCore

struct EpisodesPageMapper: MapperContract {
	private let episodeMapper = EpisodeMapper()

	func map(_ input: EpisodesResponseDTO) -> EpisodesPage {
		EpisodesPage(episodes: input.results.map(episodeMapper.map), currentPage: input.page, totalPages: input.pages)
	}
}
