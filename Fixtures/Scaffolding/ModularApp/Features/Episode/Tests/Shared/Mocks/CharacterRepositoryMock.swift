import AppCharacter
import AppCore

/// Mock of the Character feature's contract, owned by the Episode tests that need it.
final class CharacterRepositoryMock: CharacterRepositoryContract, @unchecked Sendable {
	var result: Result<[Character], CharacterError> = .failure(.loadFailed)
	private(set) var getCharactersCallCount = 0
	private(set) var lastRequestedIdentifiers: [Int]?
	private(set) var lastCachePolicy: CachePolicy?

	func getCharacters(identifiers: [Int], cachePolicy: CachePolicy) async throws(CharacterError) -> [Character] {
		getCharactersCallCount += 1
		lastRequestedIdentifiers = identifiers
		lastCachePolicy = cachePolicy
		return try result.get()
	}
}
