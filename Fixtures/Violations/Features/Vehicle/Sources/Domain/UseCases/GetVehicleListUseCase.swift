import ChallengeCore

protocol GetVehicleListUseCaseContract: Sendable { // expect: usecase-naming
	func execute(page: Int) async throws(VehicleError) -> [Vehicle]
}

struct GetVehicleListUseCase: GetVehicleListUseCaseContract {
	private let repository: VehicleRepositoryContract

	init(repository: VehicleRepositoryContract) {
		self.repository = repository
	}

	func execute(page: Int) async throws(VehicleError) -> [Vehicle] {
		try await repository.getVehiclesPage(page: page, cachePolicy: .localFirst).vehicles
	}
}
