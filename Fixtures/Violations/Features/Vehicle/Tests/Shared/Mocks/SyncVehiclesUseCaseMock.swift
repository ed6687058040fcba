@testable import ChallengeVehicle

final class SyncVehiclesUseCaseMock: SyncVehiclesUseCaseContract, @unchecked Sendable {
	var result: Result<VehiclesPage, VehicleError> = .failure(.loadFailed)
	private(set) var executeCallCount = 0
	private(set) var lastRequestedPage: Int?

	func execute(page: Int) async throws(VehicleError) -> VehiclesPage {
		executeCallCount += 1
		lastRequestedPage = page
		return try result.get()
	}
}
