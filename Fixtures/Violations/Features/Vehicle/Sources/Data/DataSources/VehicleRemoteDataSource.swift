import ChallengeNetworking
import Foundation

protocol VehicleRemoteDataSourceContract: Sendable {
	func fetchVehicle(identifier: Int) async throws -> VehicleDTO
	func fetchVehicles(page: Int) async throws -> VehiclesResponseDTO
}

struct VehicleRemoteDataSource: VehicleRemoteDataSourceContract {
	private let httpClient: any HTTPClientContract

	init(httpClient: any HTTPClientContract) {
		self.httpClient = httpClient
	}

	func fetchVehicle(identifier: Int) async throws -> VehicleDTO {
		try await httpClient.request(Endpoint(path: "/vehicles/\(identifier)"))
	}

	func fetchVehicles(page: Int) async throws -> VehiclesResponseDTO {
		let queryItems = [URLQueryItem(name: "page", value: String(page))]
		return try await httpClient.request(Endpoint(path: "/vehicles", queryItems: queryItems))
	}
}
