@testable import AppEpisode

extension EpisodeFilter {
	static func stub(name: String? = "Pilot", status: EpisodeStatus? = nil) -> EpisodeFilter {
		EpisodeFilter(name: name, status: status)
	}
}
