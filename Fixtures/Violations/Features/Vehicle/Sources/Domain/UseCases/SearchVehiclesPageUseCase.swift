import ChallengeCore
import Foundation

protocol SearchVehiclesPageUseCaseContract: Sendable {
	func execute(page: Int, query: String) async throws(VehicleError) -> VehiclesPage
}

struct SearchVehiclesPageUseCase: SearchVehiclesPageUseCaseContract {
	private let repository: VehicleRepositoryContract

	init(repository: VehicleRepositoryContract) {
		self.repository = repository
	}

	func execute(page: Int, query: String) async throws(VehicleError) -> VehiclesPage {
		let normalizedQuery = query.trimmingCharacters(in: .whitespaces).lowercased()
		let vehiclesPage = try await repository.getVehiclesPage(
			page: page,
			cachePolicy: .remoteFirst // expect: usecase-cache-policy
		)
		return VehiclesPage(
			vehicles: vehiclesPage.vehicles.filter { $0.name.lowercased().contains(normalizedQuery) },
			currentPage: page,
			hasNextPage: vehiclesPage.hasNextPage
		)
	}
}
