struct EpisodeDTO: Decodable, Sendable, Equatable {
	let id: Int
	let name: String
	let airDate: String
	let episode: String
	let characters: [String]

	private enum CodingKeys: String, CodingKey {
		case id
		case name
		case airDate = "air_date"
		case episode
		case characters
	}
}
