import Foundation

@testable import ReferenceCharacter

final class CharacterMemoryDataSourceMock: CharacterMemoryDataSourceContract, @unchecked Sendable {
	var characterToReturn: CharacterDTO?
	var pageToReturn: CharactersResponseDTO?
	private(set) var getCharacterCallCount = 0
	private(set) var saveCharacterCallCount = 0
	private(set) var getPageCallCount = 0
	private(set) var savePageCallCount = 0
	private(set) var lastSavedCharacter: CharacterDTO?
	private(set) var lastSavedResponse: CharactersResponseDTO?
	private(set) var lastSavedPage: Int?

	var totalCallCount: Int {
		getCharacterCallCount + saveCharacterCallCount + getPageCallCount + savePageCallCount
	}

	func getCharacter(identifier: Int) async -> CharacterDTO? {
		getCharacterCallCount += 1
		return characterToReturn
	}

	func saveCharacter(_ character: CharacterDTO) async {
		saveCharacterCallCount += 1
		lastSavedCharacter = character
	}

	func getPage(_ page: Int) async -> CharactersResponseDTO? {
		getPageCallCount += 1
		return pageToReturn
	}

	func savePage(_ response: CharactersResponseDTO, page: Int) async {
		savePageCallCount += 1
		lastSavedResponse = response
		lastSavedPage = page
	}
}
