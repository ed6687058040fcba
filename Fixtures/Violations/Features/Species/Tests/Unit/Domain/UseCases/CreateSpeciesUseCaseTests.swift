import Foundation
import Testing

@testable import ChallengeSpecies

struct CreateSpeciesUseCaseTests {
	@Test("Throws emptyName for a blank name and never calls the repository")
	func throwsForBlankName() async {
		// Given
		let repositoryMock = SpeciesRepositoryMock()
		let sut = CreateSpeciesUseCase(repository: repositoryMock)

		// When / Then
		await #expect(throws: CreateSpeciesError.emptyName) {
			_ = try await sut.execute(name: "  ", averageLifespan: 80)
		}
		#expect(repositoryMock.createCallCount == 0)
	}

	@Test("Maps a repository failure to saveFailed")
	func mapsRepositoryFailure() async {
		// Given
		let repositoryMock = SpeciesRepositoryMock()
		let sut = CreateSpeciesUseCase(repository: repositoryMock)

		// When / Then
		await #expect(throws: CreateSpeciesError.saveFailed) {
			_ = try await sut.execute(name: "Wookiee", averageLifespan: 400)
		}
	}
}
