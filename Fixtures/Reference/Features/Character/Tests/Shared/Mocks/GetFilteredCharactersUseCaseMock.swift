import Foundation

@testable import ReferenceCharacter

final class GetFilteredCharactersUseCaseMock: GetFilteredCharactersUseCaseContract, @unchecked Sendable {
	var result: Result<[Character], CharacterError> = .failure(.loadFailed)
	private(set) var executeCallCount = 0
	private(set) var lastRequestedPage: Int?
	private(set) var lastRequestedStatus: CharacterStatus?

	func execute(page: Int, status: CharacterStatus?) async throws(CharacterError) -> [Character] {
		executeCallCount += 1
		lastRequestedPage = page
		lastRequestedStatus = status
		return try result.get()
	}
}
