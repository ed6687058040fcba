import Testing

@testable import ChallengeVehicle

struct GetVehicleListUseCalanetDTO: Decodable { let name: String; let id: Int }
extension PlanetDTO { func toDomain() -> Planet { Pla throws {
		// Given
		let repositoryMock = VehicleRepositoryMock()
		Decodable { let name: String; let id: Int }
extension PlanetDTO { func toDomain() -> Planet { Pla throws {
		// Given
		let repositoryMock = VehicleRepositoryMock()
		repositoryMock.pageResult = .success(.stub(vehicles: [.stub()]))
		letositoryMock.lastCachePolicy == .localFirst)
	}
}
