import ChallengeCore
import ChallengeNetworking

struct PlanetRepository: PlanetRepositoryContract {
	let pageSize = 20

	private let remoteDataSource: PlanetRemoteDataSourceProtocol
	private let memoryDataSource: PlanetMemoryDataSourceContract

	init(
		remoteDataSource: PlanetRemoteDataSourceProtocol,
		memoryDataSource: PlanetMemoryDataSourceContract
	) {
		self.remoteDataSource = remoteDataSource
		self.memoryDataSource = memoryDataSource
	}

	func getPlanet(identifier: Int, cachePolicy: CachePolicy) async throws(PlanetError) -> Planet {
		if cachePolicy == .localFirst, let cached = memoryDataSource.getPlanet(identifier: identifier) {
			return Planet(dto: cached)
		}
		let dto = try await fetchPlanetFromRemote(identifier: identifier)
		memoryDataSource.savePlanet(dto)
		return Planet(dto: dto)
	}

	func getPlanetsPage(page: Int, cachePolicy: CachePolicy) async throws(PlanetError) -> PlanetsPage {
		if cachePolicy == .localFirst, let cached = memoryDataSource.getPage(page) {
			return cached.toDomain(page: page)
		}
		let response = try await fetchPageFromRemote(page: page, query: nil)
		memoryDataSource.savePage(response, page: page)
		return response.toDomain(page: page)
	}

	func searchPlanetsPage(page: Int, query: String) async throws(PlanetError) -> PlanetsPage {
		try await fetchPageFromRemote(page: page, query: query).toDomain(page: page)
	}

	func clearCache() async {
		memoryDataSource.removeAll()
	}
}

// MARK: - Remote Fetch Helpers

private extension PlanetRepository {
	func fetchPlanetFromRemote(identifier: Int) async throws(PlanetError) -> PlanetDTO {
		do {
			return try await remoteDataSource.fetchPlanet(identifier: identifier)
		} catch let error as HTTPError {
			throw mapHTTPError(error, identifier: identifier)
		} catch {
			throw .loadFailed(description: String(describing: error))
		}
	}

	func fetchPageFromRemote(page: Int, query: String?) async throws(PlanetError) -> PlanetsResponse {
		do {
			return try await remoteDataSource.fetchPlanets(page: page, query: query)
		} catch HTTPError.statusCode(404, _) {
			throw .invalidPage(page: page)
		} catch {
			throw .loadFailed(description: String(describing: error))
		}
	}

	func mapHTTPError(_ error: HTTPError, identifier: Int) -> PlanetError {
		switch error {
		case .statusCode(404, _):
			return .notFound(id: identifier)
		case .invalidURL, .invalidResponse, .statusCode:
			return .loadFailed()
		}
	}
}

// MARK: - DTO to Domain Mapping

private extension PlanetsResponse {
	func toDomain(page: Int) -> PlanetsPage {
		PlanetsPage(planets: results.map(Planet.init(dto:)), currentPage: page, totalPages: info.pages)
	}
}
