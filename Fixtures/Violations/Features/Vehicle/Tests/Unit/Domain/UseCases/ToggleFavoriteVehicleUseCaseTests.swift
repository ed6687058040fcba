import Testing

@testable import ChallengeVehicle

struct ToggleFavoriteVehicleUseCaseTests {
	@Test("Execute flips the favorite flag through the repository")
	func executeFlipsFavorite() async throws {
		// Given
		let repositoryMock = VehicleRepositoryMock()
		repositoryMock.favoriteResult = .success(.stub(isFavorite: true))
		let sut = FavoriteVehicleToggler(repository: repositoryMock, httpClient: HTTPClientMock())

		// When
		let value = try await sut.execute(vehicle: .stub(isFavorite: false))

		// Then
		#expect(value.isFavorite)
		#expect(repositoryMock.setFavoriteCallCount == 1)
	}
}
