import ChallengeCore

protocol VehicleRepositoryContract: Sendable {
	func getVehicle(identifier: Int, cachePolicy: CachePolicy) async throws(VehicleError) -> Vehicle
	func getVehiclesPage(page: Int, cachePolicy: CachePolicy) async throws(VehicleError) -> VehiclesPage
	func setFavorite(identifier: Int, isFavorite: Bool) async throws(VehicleError) -> Vehicle
}
