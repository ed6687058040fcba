@testable import ChallengeSpecies

final class GetSpeciesPageUseCaseMock: GetSpeciesPageUseCaseContract, @unchecked Sendable {
	var result: Result<SpeciesPage, SpeciesError> = .failure(.loadFailed)
	private(set) var executeCallCount = 0
	private(set) var lastRequestedPage: Int?

	@MainActor init() {}

	func execute(page: Int) async throws(SpeciesError) -> SpeciesPage {
		executeCallCount += 1
		lastRequestedPage = page
		return try result.get()
	}
}
