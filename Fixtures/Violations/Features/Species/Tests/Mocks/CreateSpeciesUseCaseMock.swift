@testable import ChallengeSpecies

final class CreateSpeciesUseCaseMock: CreateSpeciesUseCaseContract, @unchecked Sendable {
	var result: Result<Species, CreateSpeciesError> = .failure(.saveFailed)
	private(set) var executeCallCount = 0
	private(set) var lastRequestedName: String?

	@MainActor init() {}

	func execute(name: String, averageLifespan: Int) async throws(CreateSpeciesError) -> Species {
		executeCallCount += 1
		lastRequestedName = name
		return try result.get()
	}
}
