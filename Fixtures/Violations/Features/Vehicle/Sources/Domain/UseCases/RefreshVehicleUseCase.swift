import ChallengeCore

protocol RefreshVehicleUseCaseContract: Sendable { // expect: usecase-has-tests
	func execute(identifier: Int) async throws(VehicleError) -> Vehicle
}

struct RefreshVehicleUseCase: RefreshVehicleUseCaseContract {
	private let repository: VehicleRepositoryContract

	init(repository: VehicleRepositoryContract) {
		self.repository = repository
	}

	func execute(identifier: Int) async throws(VehicleError) -> Vehicle {
		try await load(identifier: identifier)
	}
}

// MARK: - Loading

private extension RefreshVehicleUseCase {
	func load(identifier: Int) async throws(VehicleError) -> Vehicle {
		// A cached copy is better than an error while offline.
		try await repository.getVehicle(identifier: identifier, cachePolicy: .localFirst) // expect: usecase-cache-policy
	}
}
