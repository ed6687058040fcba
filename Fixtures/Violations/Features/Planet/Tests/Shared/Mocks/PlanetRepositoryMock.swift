import ChallengeCore

@testable import ChallengePlanet

final class PlanetRepositoryMock: PlanetRepositoryContract, @unchecked Sendable {
	var pageSize = 20
	var planetResult: Result<Planet, PlanetError> = .success(.stub()) // expect: mock-default-failure
	var pageResult: Result<PlanetsPage, PlanetError> = .failure(.loadFailed())
	var searchResult: Result<PlanetsPage, PlanetError> = .failure(.loadFailed())
	private(set) var getPlanetCallCount = 0
	private(set) var lastRequestedIdentifier: Int?
	private(set) var lastCachePolicy: CachePolicy?
	private(set) var searchPlanetsPageCallCount = 0
	private(set) var lastRequestedQuery: String?
	private(set) var clearCacheCallCount = 0

	@MainActor init() {}

	func getPlanet(identifier: Int, cachePolicy: CachePolicy) async throws(PlanetError) -> Planet {
		getPlanetCallCount += 1
		lastRequestedIdentifier = identifier
		lastCachePolicy = cachePolicy
		return try planetResult.get()
	}

	func getPlanetsPage(page: Int, cachePolicy: CachePolicy) async throws(PlanetError) -> PlanetsPage {
		lastCachePolicy = cachePolicy
		return try pageResult.get()
	}

	func searchPlanetsPage(page: Int, query: String) async throws(PlanetError) -> PlanetsPage {
		searchPlanetsPageCallCount += 1
		lastRequestedQuery = query
		return try searchResult.get()
	}

	func clearCache() async {
		clearCacheCallCount += 1
	}
}
