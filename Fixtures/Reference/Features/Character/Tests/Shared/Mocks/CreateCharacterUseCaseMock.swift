import Foundation

@testable import ReferenceCharacter

final class CreateCharacterUseCaseMock: CreateCharacterUseCaseContract, @unchecked Sendable {
	var result: Result<Character, CharacterError> = .failure(.createFailed)
	private(set) var executeCallCount = 0
	private(set) var lastRequestedName: String?
	private(set) var lastRequestedStatus: String?

	func execute(name: String, status: String) async throws(CharacterError) -> Character {
		executeCallCount += 1
		lastRequestedName = name
		lastRequestedStatus = status
		return try result.get()
	}
}
