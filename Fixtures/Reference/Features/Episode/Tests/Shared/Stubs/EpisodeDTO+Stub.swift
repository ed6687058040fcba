@testable import ReferenceEpisode

extension EpisodeDTO {
	static func stub(
		id: Int = 1,
		name: String = "Pilot",
		airDate: String = "December 2, 2013",
		episode: String = "S01E01",
		characters: [String] = ["https://rickandmortyapi.com/api/character/1"]
	) -> EpisodeDTO {
		EpisodeDTO(id: id, name: name, airDate: airDate, episode: episode, characters: characters)
	}
}
