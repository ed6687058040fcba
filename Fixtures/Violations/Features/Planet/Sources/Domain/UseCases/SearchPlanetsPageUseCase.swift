protocol SearchPlanetsPageUseCaseContract: Sendable {
	func execute(page: Int, query: String) async throws -> PlanetsPage // expect: typed-throws
}

struct SearchPlanetsPageUseCase: SearchPlanetsPageUseCaseContract {
	private let repository: PlanetRepositoryContract

	init(repository: PlanetRepositoryContract) {
		self.repository = repository
	}

	func execute(
		page: Int,
		query: String
	) async throws -> PlanetsPage { // expect: typed-throws
		let trimmedQuery = query.trimmingCharacters(in: .whitespacesAndNewlines)
		guard !trimmedQuery.isEmpty else {
			return PlanetsPage(planets: [], currentPage: page, totalPages: 0)
		}
		return try await repository.searchPlanetsPage(page: page, query: trimmedQuery)
	}
}
