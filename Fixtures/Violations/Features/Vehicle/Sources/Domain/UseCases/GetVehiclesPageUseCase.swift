import ChallengeCore

protocol GetVehiclesPageUseCaseContract: Sendable {
	func execute(page: Int, cachePolicy: CachePolicy) async throws(VehicleError) -> VehiclesPage // expect: usecase-cache-policy
}

struct GetVehiclesPageUseCase: GetVehiclesPageUseCaseContract {
	private let repository: VehicleRepositoryContract

	init(repository: VehicleRepositoryContract) {
		self.repository = repository
	}

	func execute(
		page: Int,
		cachePolicy: CachePolicy // expect: usecase-cache-policy
	) async throws(VehicleError) -> VehiclesPage {
		try await repository.getVehiclesPage(page: page, cachePolicy: cachePolicy)
	}
}
