@testable import AppEpisode

extension EpisodeDTO {
	static func stub(id: Int = 1, name: String = "Pilot", status: String = "Released", characters: [Int] = [1, 2]) -> EpisodeDTO {
		EpisodeDTO(id: id, name: name, status: status, characters: characters)
	}
}
