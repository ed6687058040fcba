import ChallengeNetworking
import Foundation

protocol PlanetRemoteDataSourceProtocol: Sendable { // expect: contract-suffix
	func fetchPlanet(identifier: Int) async throws -> PlanetDTO
	func fetchPlanets(page: Int, query: String?) async throws -> PlanetsResponse
}

struct PlanetRemoteDataSource: PlanetRemoteDataSourceProtocol {
	private let httpClient: any HTTPClientContract

	init(httpClient: any HTTPClientContract) {
		self.httpClient = httpClient
	}

	func fetchPlanet(identifier: Int) async throws -> PlanetDTO {
		let endpoint = Endpoint(path: "/planet/\(identifier)")
		return try await httpClient.request(endpoint)
	}

	func fetchPlanets(page: Int, query: String?) async throws -> PlanetsResponse {
		var queryItems = [URLQueryItem(name: "page", value: String(page))]
		if let query {
			queryItems.append(URLQueryItem(name: "name", value: query))
		}
		let endpoint = Endpoint(path: "/planet", queryItems: queryItems)
		return try await httpClient.request(endpoint)
	}
}
