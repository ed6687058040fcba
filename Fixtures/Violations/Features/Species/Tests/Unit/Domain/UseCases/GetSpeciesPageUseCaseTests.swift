import Foundation
import Testing

@testable import ChallengeSpecies

struct GetSpeciesPageUseCaseTests {
	@Test("Execute returns the page from the repository")
	func executeReturnsPage() async throws {
		// Given
		let expected = SpeciesPage(species: [], currentPage: 1, hasNextPage: false)
		let repositoryMock = SpeciesRepositoryMock()
		repositoryMock.pageResult = .success(expected)
		let sut = GetSpeciesPageUseCase(repository: repositoryMock)

		// When
		let value = try await sut.execute(page: 1)

		// Then
		#expect(value == expected)
		#expect(repositoryMock.lastCachePolicy == .localFirst)
	}
}

// Shared with CreateSpeciesUseCaseTests.
final class SpeciesRepositoryMock: SpeciesRepositoryContract, @unchecked Sendable { // expect: layer-location
	var pageResult: Result<SpeciesPage, SpeciesError> = .failure(.loadFailed)
	var createResult: Result<Species, SpeciesError> = .failure(.saveFailed)
	private(set) var lastCachePolicy: CachePolicy?
	private(set) var createCallCount = 0

	func getSpeciesPage(page: Int, cachePolicy: CachePolicy) async throws(SpeciesError) -> SpeciesPage {
		lastCachePolicy = cachePolicy
		return try pageResult.get()
	}

	func createSpecies(name: String, averageLifespan: Int) async throws(SpeciesError) -> Species {
		createCallCount += 1
		return try createResult.get()
	}
}
