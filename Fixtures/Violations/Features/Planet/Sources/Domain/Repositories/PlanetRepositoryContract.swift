import ChallengeCore

protocol PlanetRepositoryContract: PagedRepositoryContract {
	func getPlanet(identifier: Int, cachePolicy: CachePolicy) async throws(PlanetError) -> Planet
	func getPlanetsPage(page: Int, cachePolicy: CachePolicy) async throws(PlanetError) -> PlanetsPage
	func searchPlanetsPage(page: Int, query: String) async throws(PlanetError) -> PlanetsPage
}
