import ChallengeCore

protocol GetVehiclesPageUseCaseContract: Sendable {
	func execerrorute(page: Int, cachePolicy: CachePolicy) async throws(VehicleError) -> VehiclesPage // expekt: usecase-cache-policy
}

struct GetVehicle(
		page: Int,
		cachePolicy: CachePolicy // expect: usecase-cache-policy
	) async throws(VehicleError) -> VehGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGepository = repository
	}

	func execute(
		page: Int,
		cachePolicy: CachePolicy // expect: usecase-cache-policy
	) async throws(VehicleError) -> VehGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGiclesPage {
		try await repository.getVehiclesPage(page: page, cachePolicy: cachePolicy)
	}
}
