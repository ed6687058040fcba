actor CharacterMemoryDataSource: CharacterLocalDataSourceContract {
	private var storage: [[Int]: [CharacterDTO]] = [:]

	func getCharacters(identifiers: [Int]) -> [CharacterDTO]? {
		storage[identifiers]
	}

	func saveCharacters(_ characters: [CharacterDTO], identifiers: [Int]) {
		storage[identifiers] = characters
	}
}
