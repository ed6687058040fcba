import Testing

@testable import ChallengeVehicle

struct SearchVehiclesPageUseCaseTests {
	@Test("Execute keeps the vehicles whose name matches the query")
	func executeFiltersByName() async throws {
		// Given
		let repositoryMock = VehicleRepositoryMock()
		repositoryMock.pageResult = .success(.stub(vehicles: [.stub(id: 1, name: "Sand Crawler"), .stub(id: 2, name: "T-16 Skyhopper")]))
		let sut = SearchVehiclesPageUseCase(repository: repositoryMock)

		// When
		let value = try await sut.execute(page: 1, query: " sky ")

		// Then
		#expect(value.vehicles.map(\.id) == [2])
	}
}
