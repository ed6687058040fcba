@testable import AppEpisode

extension Episode {
	static func stub(
		id: Int = 1,
		name: String = "Pilot",
		status: EpisodeStatus = .released,
		characterIdentifiers: [Int] = [1, 2]
	) -> Episode {
		Episode(id: id, name: name, status: status, characterIdentifiers: characterIdentifiers)
	}
}
