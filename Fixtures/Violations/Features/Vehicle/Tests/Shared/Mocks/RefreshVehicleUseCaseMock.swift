@testable import ChallengeVehicle

final class RefreshVehicleUseCaseMock: RefreshVehicleUseCaseContract, @unchecked Sendable {
	var result: Result<Vehicle, VehicleError> = .failure(.loadFailed)
	private(set) var executeCallCount = 0
	private(set) var lastRequestedIdentifier: Int?

	func execute(identifier: Int) async throws(VehicleError) -> Vehicle {
		executeCallCount += 1
		lastRequestedIdentifier = identifier
		return try result.get()
	}
}
