import ChallengeCore
import ChallengeNetworking

struct VehicleRepository: VehicleRepositoryContract {
	private let remoteDataSource: VehicleRemoteDataSourceContract
	private let httpClient: any HTTPClientContract

	init(remoteDataSource: VehicleRemoteDataSourceContract, httpClient: any HTTPClientContract) {
		self.remoteDataSource = remoteDataSource
		self.httpClient = httpClient
	}

	func getVehicle(identifier: Int, cachePolicy: CachePolicy) async throws(VehicleError) -> Vehicle {
		do {
			return try await remoteDataSource.fetchVehicle(identifier: identifier).toDomain()
		} catch HTTPError.statusCode(404, _) {
			throw .notFound(id: identifier)
		} catch {
			throw .loadFailed
		}
	}

	func getVehiclesPage(page: Int, cachePolicy: CachePolicy) async throws(VehicleError) -> VehiclesPage {
		do {
			let response = try await remoteDataSource.fetchVehicles(page: page)
			return VehiclesPage(vehicles: response.results.map { $0.toDomain() }, currentPage: page, hasNextPage: response.next != nil)
		} catch HTTPError.statusCode(404, _) {
			throw .invalidPage(page: page)
		} catch {
			throw .loadFailed
		}
	}

	func setFavorite(identifier: Int, isFavorite: Bool) async throws(VehicleError) -> Vehicle {
		do {
			try await httpClient.send(Endpoint(path: "/vehicles/\(identifier)/favorite", method: isFavorite ? .put : .delete))
			return try await remoteDataSource.fetchVehicle(identifier: identifier).toDomain()
		} catch {
			throw .loadFailed
		}
	}
}

// MARK: - DTO to Domain Mapping

private extension VehicleDTO {
	func toDomain() -> Vehicle {
		Vehicle(
			id: id,
			name: name,
			model: model,
			crew: Int(crew) ?? 0,
			passengers: Int(passengers) ?? 0,
			isFavorite: isFavorite ?? false
		)
	}
}
