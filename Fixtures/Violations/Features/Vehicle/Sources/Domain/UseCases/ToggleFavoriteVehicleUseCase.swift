import ChallengeNetworking

protocol ToggleFavoriteVehicleUseCaseContract: Sendable {
	func execute(vehicle: Vehicle) async throws(VehicleError) -> Vehicle
}

final class FavoriteVehicleToggler: ToggleFavoriteVehicleUseCaseContract { // expect: usecase-naming
	private let repository: VehicleRepositoryContract
	private let httpClient: any HTTPClientContract // expect: usecase-depends-on-contracts

	init(repository: VehicleRepositoryContract, httpClient: any HTTPClientContract) { // expect: usecase-depends-on-contracts
		self.repository = repository
		self.httpClient = httpClient
	}

	func execute(vehicle: Vehicle) async throws(VehicleError) -> Vehicle {
		let updated = try await repository.setFavorite(identifier: vehicle.id, isFavorite: !vehicle.isFavorite)
		try? await httpClient.send(Endpoint(path: "/analytics/favorite/\(vehicle.id)"))
		return updated
	}
}
