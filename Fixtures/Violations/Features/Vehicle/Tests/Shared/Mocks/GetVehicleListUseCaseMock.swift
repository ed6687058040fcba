@testable import ChallengeVehicle

final class GetVehicleListUseCaseMock: GetVehicleListUseCaseContract, @unchecked Sendable {
	var result: Result<[Vehicle], VehicleError> = .failure(.loadFailed)
	private(set) var executeCallCount = 0
	private(set) var lastRequestedPage: Int?

	func execute(page: Int) async throws(VehicleError) -> [Vehicle] {
		executeCallCount += 1
		lastRequestedPage = page
		return try result.get()
	}
}
