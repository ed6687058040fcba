import Foundation

@testable import ReferenceCharacter

final class CharacterRepositoryMock: CharacterRepositoryContract, @unchecked Sendable {
	var result: Result<Character, CharacterError> = .failure(.loadFailed)
	var createResult: Result<Character, CharacterError> = .failure(.createFailed)
	private(set) var getCharacterCallCount = 0
	private(set) var lastRequestedIdentifier: Int?
	private(set) var lastCachePolicy: CachePolicy?
	private(set) var createCallCount = 0
	private(set) var lastCreatedName: String?
	private(set) var lastCreatedStatus: CharacterStatus?

	func getCharacter(identifier: Int, cachePolicy: CachePolicy) async throws(CharacterError) -> Character {
		getCharacterCallCount += 1
		lastRequestedIdentifier = identifier
		lastCachePolicy = cachePolicy
		return try result.get()
	}

	func createCharacter(name: String, status: CharacterStatus) async throws(CharacterError) -> Character {
		createCallCount += 1
		lastCreatedName = name
		lastCreatedStatus = status
		return try createResult.get()
	}
}
