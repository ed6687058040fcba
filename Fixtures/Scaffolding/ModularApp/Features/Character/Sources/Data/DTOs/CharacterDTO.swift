struct CharacterDTO: Decodable, Sendable, Equatable {
	let id: Int
	let name: String
}
