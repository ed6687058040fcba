import ChallengeCore

@testable import ChallengeVehicle

final class GetVehiclesPageUseCaseMock: GetVehiclesPageUseCaseContract, @unchecked Sendable {
	var result: Result<VehiclesPage, VehicleError> = .failure(.loadFailed)
	private(set) var executeCallCount = 0
	private(set) var lastRequestedPage: Int?
	private(set) var lastRequestedCachePolicy: CachePolicy? // expect: usecase-cache-policy

	func execute(page: Int, cachePolicy: CachePolicy) async throws(VehicleError) -> VehiclesPage {
		executeCallCount += 1
		lastRequestedPage = page
		lastRequestedCachePolicy = cachePolicy
		return try result.get()
	}
}
