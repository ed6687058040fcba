protocol CharacterMemoryDataSourceContract: Sendable {
	func getCharacter(identifier: Int) async -> CharacterDTO?
	func saveCharacter(_ character: CharacterDTO) async
	func getPage(_ page: Int) async -> CharactersResponseDTO?
	func savePage(_ response: CharactersResponseDTO, page: Int) async
}

actor CharacterMemoryDataSource: CharacterMemoryDataSourceContract {
	private var characters: [Int: CharacterDTO] = [:]
	private var pages: [Int: CharactersResponseDTO] = [:]

	func getCharacter(identifier: Int) -> CharacterDTO? {
		characters[identifier]
	}

	func saveCharacter(_ character: CharacterDTO) {
		characters[character.id] = character
	}

	func getPage(_ page: Int) -> CharactersResponseDTO? {
		pages[page]
	}

	/// Saving a page also caches each of its characters, so a detail screen opened from the list is a cache hit.
	func savePage(_ response: CharactersResponseDTO, page: Int) {
		pages[page] = response
		for character in response.results {
			characters[character.id] = character
		}
	}
}
