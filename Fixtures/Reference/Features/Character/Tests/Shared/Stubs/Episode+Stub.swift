@testable import ReferenceEpisode

extension Episode {
	static func stub(
		id: Int = 1,
		name: String = "Pilot",
		airDate: String = "December 2, 2013",
		code: String = "S01E01"
	) -> Episode {
		Episode(id: id, name: name, airDate: airDate, code: code)
	}
}
