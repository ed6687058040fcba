import ChallengeCore
import Testing

@testable import ChallengeVehicle

struct GetVehicleUseCaseTests {
	@Test("Execute maps the vehicle fetched through the real repository")
	func executeReturnsVehicle() async throws {
		// Given
		let remoteDataSourceMock = VehicleRemoteDataSourceMock()
		remoteDataSourceMock.vehicleResult = .success(VehicleDTO(id: 4, name: "Sand Crawler", model: "Digger Crawler", crew: "46", passengers: "30", isFavorite: nil))
		let repository = VehicleRepository(remoteDataSource: remoteDataSourceMock, httpClient: HTTPClientMock())
		let sut = GetVehicleUseCase(repository: repository)

		// When
		let value = try await sut.execute(identifier: 4)

		// Then
		#expect(value == .stub())
		#expect(remoteDataSourceMock.fetchVehicleCallCount == 1)
	}
}
