@testable import ChallengeVehicle

final class VehicleRemoteDataSourceMock: VehicleRemoteDataSourceContract, @unchecked Sendable {
	var vehicleResult: Result<VehicleDTO, Error> = .failure(VehicleError.loadFailed)
	var vehiclesResult: Result<VehiclesResponseDTO, Error> = .failure(VehicleError.loadFailed)
	private(set) var fetchVehicleCallCount = 0
	private(set) var fetchVehiclesCallCount = 0

	func fetchVehicle(identifier: Int) async throws -> VehicleDTO {
		fetchVehicleCallCount += 1
		return try vehicleResult.get()
	}

	func fetchVehicles(page: Int) async throws -> VehiclesResponseDTO {
		fetchVehiclesCallCount += 1
		return try vehiclesResult.get()
	}
}
