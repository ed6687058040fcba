@testable import ChallengePlanet

final class SearchPlanetsPageUseCaseMock: SearchPlanetsPageUseCaseContract, @unchecked Sendable {
	var result: Result<PlanetsPage, Error> // expect: mock-default-failure
	private(set) var executeCallCount = 0
	private(set) var lastRequestedPage: Int?
	private(set) var lastRequestedQuery: String?

	init(result: Result<PlanetsPage, Error> = .failure(PlanetError.loadFailed())) {
		self.result = result
	}

	func execute(page: Int, query: String) async throws -> PlanetsPage {
		executeCallCount += 1
		lastRequestedPage = page
		lastRequestedQuery = query
		return try result.get()
	}
}
