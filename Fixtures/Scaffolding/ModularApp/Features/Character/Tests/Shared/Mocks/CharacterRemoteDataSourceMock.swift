@testable import AppCharacter

final class CharacterRemoteDataSourceMock: CharacterRemoteDataSourceContract, @unchecked Sendable {
	var result: Result<[CharacterDTO], any Error> = .failure(NotConfiguredError.notConfigured)
	private(set) var fetchCharactersCallCount = 0

	func fetchCharacters(identifiers: [Int]) async throws -> [CharacterDTO] {
		fetchCharactersCallCount += 1
		return try result.get()
	}
}

private enum NotConfiguredError: Error {
	case notConfigured
}
