import Testing

@testable import ChallengeVehicle

struct GetVehicleListUseCaseTests {
	@Test("Execute returns the vehicles of the requested page")
	func executeReturnsVehicles() async throws {
		// Given
		let repositoryMock = VehicleRepositoryMock()
		repositoryMock.pageResult = .success(.stub(vehicles: [.stub()]))
		let sut = GetVehicleListUseCase(repository: repositoryMock)

		// When
		let value = try await sut.execute(page: 1)

		// Then
		#expect(value == [.stub()])
		#expect(repositoryMock.lastCachePolicy == .localFirst)
	}
}
