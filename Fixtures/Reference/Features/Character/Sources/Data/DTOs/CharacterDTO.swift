struct CharacterDTO: Decodable, Sendable, Equatable {
	let id: Int
	let name: String
	let status: String
	let species: String
	let image: String
	let episode: [String]
}
