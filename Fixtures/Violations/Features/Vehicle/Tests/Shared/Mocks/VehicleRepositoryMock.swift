import ChallengeCore

@testable import ChallengeVehicle

final class VehicleRepositoryMock: VehicleRepositoryContract, @unchecked Sendable {
	var vehicleResult: Result<Vehicle, VehicleError> = .failure(.loadFailed)
	var pageResult: Result<VehiclesPage, VehicleError> = .failure(.loadFailed)
	var favoriteResult: Result<Vehicle, VehicleError> = .failure(.loadFailed)
	private(set) var getVehicleCallCount = 0
	private(set) var getVehiclesPageCallCount = 0
	private(set) var setFavoriteCallCount = 0
	private(set) var lastRequestedIdentifier: Int?
	private(set) var lastCachePolicy: CachePolicy?

	func getVehicle(identifier: Int, cachePolicy: CachePolicy) async throws(VehicleError) -> Vehicle {
		getVehicleCallCount += 1
		lastRequestedIdentifier = identifier
		lastCachePolicy = cachePolicy
		return try vehicleResult.get()
	}

	func getVehiclesPage(page: Int, cachePolicy: CachePolicy) async throws(VehicleError) -> VehiclesPage {
		getVehiclesPageCallCount += 1
		lastCachePolicy = cachePolicy
		return try pageResult.get()
	}

	func setFavorite(identifier: Int, isFavorite: Bool) async throws(VehicleError) -> Vehicle {
		setFavoriteCallCount += 1
		lastRequestedIdentifier = identifier
		return try favoriteResult.get()
	}
}
