@testable import AppEpisode

extension EpisodesPage {
	static func stub(episodes: [Episode] = [.stub()], currentPage: Int = 1, totalPages: Int = 1) -> EpisodesPage {
		EpisodesPage(episodes: episodes, currentPage: currentPage, totalPages: totalPages)
	}
}
