@testable import ChallengeVehicle

final class SearchVehiclesPageUseCaseMock: SearchVehiclesPageUseCaseContract, @unchecked Sendable {
	var result: Result<VehiclesPage, VehicleError> = .failure(.loadFailed)
	private(set) var executeCallCount = 0
	private(set) var lastRequestedPage: Int?
	private(set) var lastRequestedQuery: String?

	func execute(page: Int, query: String) async throws(VehicleError) -> VehiclesPage {
		executeCallCount += 1
		lastRequestedPage = page
		lastRequestedQuery = query
		return try result.get()
	}
}
