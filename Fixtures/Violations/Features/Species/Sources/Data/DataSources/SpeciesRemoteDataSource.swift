import Foundation

protocol SpeciesRemoteDataSourceContract: Sendable {
	func fetchSpeciesPage(page: Int) async throws -> SpeciesResponseDTO
	func createSpecies(name: String, averageLifespan: Int) async throws -> SpeciesDTO
}

/// The paginated envelope of the species endpoint.
struct SpeciesResponseDTO: Decodable, Sendable, Equatable { // expect: layer-location
	let next: String?
	let results: [SpeciesDTO]
}

struct SpeciesRemoteDataSource: SpeciesRemoteDataSourceContract {
	private let httpClient: HTTPClientContract

	init(httpClient: HTTPClientContract) {
		self.httpClient = httpClient
	}

	func fetchSpeciesPage(page: Int) async throws -> SpeciesResponseDTO {
		let data = try await httpClient.request(HTTPRequest(path: "/species", queryItems: ["page": String(page)]))
		return try JSONDecoder().decode(SpeciesResponseDTO.self, from: data)
	}

	func createSpecies(name: String, averageLifespan: Int) async throws -> SpeciesDTO {
		let body = try JSONEncoder().encode(["name": name, "average_lifespan": String(averageLifespan)])
		let data = try await httpClient.request(HTTPRequest(path: "/species", body: body))
		return try JSONDecoder().decode(SpeciesDTO.self, from: data)
	}
}
