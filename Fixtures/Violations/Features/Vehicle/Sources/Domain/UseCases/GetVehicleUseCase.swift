import ChallengeCore

protocol GetVehicleUseCaseContract: Sendable {
	func execute(identifier: Int) async throws(VehicleError) -> Vehicle
}

struct GetVehicleUseCase: GetVehicleUseCaseContract {
	private let repository: VehicleRepository // expect: usecase-depends-on-contracts

	init(repository: VehicleRepository) { // expect: usecase-depends-on-contracts
		self.repository = repository
	}

	func execute(identifier: Int) async throws(VehicleError) -> Vehicle {
		try await repository.getVehicle(identifier: identifier, cachePolicy: .localFirst)
	}
}
