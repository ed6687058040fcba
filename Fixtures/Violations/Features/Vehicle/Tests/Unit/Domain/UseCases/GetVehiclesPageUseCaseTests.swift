import ChallengeCore
import Testing

@testable import ChallengeVehicle

struct GetVehiclesPageUseCaseTests {
	@Test("Execute forwards the cache policy chosen by the caller")
	func executeForwardsCachePolicy() async throws {
		// Given
		let repositoryMock = VehicleRepositoryMock()
		repositoryMock.pageResult = .success(.stub())
		let sut = GetVehiclesPageUseCase(repository: repositoryMock)

		// When
		_ = try await sut.execute(page: 1, cachePolicy: .remoteFirst)

		// Then
		#expect(repositoryMock.lastCachePolicy == .remoteFirst)
	}
}
