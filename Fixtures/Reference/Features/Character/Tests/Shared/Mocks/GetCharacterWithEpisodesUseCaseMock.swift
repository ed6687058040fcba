import Foundation

@testable import ReferenceCharacter

final class GetCharacterWithEpisodesUseCaseMock: GetCharacterWithEpisodesUseCaseContract, @unchecked Sendable {
	var result: Result<CharacterWithEpisodes, CharacterError> = .failure(.loadFailed)
	private(set) var executeCallCount = 0
	private(set) var lastRequestedIdentifier: Int?

	func execute(identifier: Int) async throws(CharacterError) -> CharacterWithEpisodes {
		executeCallCount += 1
		lastRequestedIdentifier = identifier
		return try result.get()
	}
}
