import ChallengeCore

protocol SyncVehiclesUseCaseContract: Sendable { // expect: usecase-has-tests
	func execute(page: Int) async throws(VehicleError) -> VehiclesPage
}

struct SyncVehiclesUseCase: SyncVehiclesUseCaseContract {
	private let remoteDataSource: VehicleRemoteDataSourceContract // expect: usecase-depends-on-contracts
	private let repository: VehicleRepositoryContract

	init(
		remoteDataSource: VehicleRemoteDataSourceContract, // expect: usecase-depends-on-contracts
		repository: VehicleRepositoryContract
	) {
		self.remoteDataSource = remoteDataSource
		self.repository = repository
	}

	func execute(page: Int) async throws(VehicleError) -> VehiclesPage {
		do {
			// Wakes the API's edge cache before the repository reads the page.
			_ = try await remoteDataSource.fetchVehicles(page: page)
		} catch {
			throw .loadFailed
		}
		return try await repository.getVehiclesPage(page: page, cachePolicy: .remoteFirst)
	}
}
