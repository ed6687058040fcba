@testable import ReferenceCharacter

extension CharacterDTO {
	static func stub(
		id: Int = 1,
		name: String = "Rick Sanchez",
		status: String = "Alive",
		species: String = "Human",
		image: String = "https://rickandmortyapi.com/api/character/avatar/1.jpeg",
		episode: [String] = [
			"https://rickandmortyapi.com/api/episode/1",
			"https://rickandmortyapi.com/api/episode/2",
		]
	) -> CharacterDTO {
		CharacterDTO(id: id, name: name, status: status, species: species, image: image, episode: episode)
	}
}
