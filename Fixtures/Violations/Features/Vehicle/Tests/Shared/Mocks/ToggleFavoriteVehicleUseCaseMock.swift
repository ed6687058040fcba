@testable import ChallengeVehicle

final class ToggleFavoriteVehicleUseCaseMock: ToggleFavoriteVehicleUseCaseContract, @unchecked Sendable {
	var result: Result<Vehicle, VehicleError> = .failure(.loadFailed)
	private(set) var executeCallCount = 0
	private(set) var lastRequestedVehicle: Vehicle?

	func execute(vehicle: Vehicle) async throws(VehicleError) -> Vehicle {
		executeCallCount += 1
		lastRequestedVehicle = vehicle
		return try result.get()
	}
}
