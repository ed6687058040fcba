@testable import AppCharacter

actor CharacterMemoryDataSourceMock: CharacterLocalDataSourceContract {
	private(set) var saveCharactersCallCount = 0

	func getCharacters(identifiers: [Int]) -> [CharacterDTO]? {
		nil
	}

	func saveCharacters(_ characters: [CharacterDTO], identifiers: [Int]) {
		saveCharactersCallCount += 1
	}
}
