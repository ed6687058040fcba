import Foundation

@testable import ReferenceCharacter

extension Character {
	static func stub(
		id: Int = 1,
		name: String = "Rick Sanchez",
		status: CharacterStatus = .alive,
		species: String = "Human",
		imageURL: URL? = URL(string: "https://rickandmortyapi.com/api/character/avatar/1.jpeg"),
		episodeIdentifiers: [Int] = [1, 2]
	) -> Character {
		Character(
			id: id,
			name: name,
			status: status,
			species: species,
			imageURL: imageURL,
			episodeIdentifiers: episodeIdentifiers
		)
	}
}
