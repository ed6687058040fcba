struct SpeciesDTO: Decodable, Sendable, Equatable {
	let id: Int
	let name: String
	let classification: String
	let averageLifespan: String
	let language: String

	private enum CodingKeys: String, CodingKey {
		case id
		case name
		case classification
		case averageLifespan = "average_lifespan"
		case language
	}
}
