import Foundation
import Testing

@testable import ChallengePlanet

struct SearchPlanetsPageUseCaseTests {
	@Test("Execute returns page from repository")
	func executeReturnsPage() async throws {
		// Given
		let expected = PlanetsPage.stub()
		let repositoryMock = PlanetRepositoryMock()
		repositoryMock.searchResult = .success(expected)
		let sut = SearchPlanetsPageUseCase(repository: repositoryMock)

		// When
		let value = try await sut.execute(page: 1, query: "Tatooine")

		// Then
		#expect(value == expected)
	}

	@Test("Execute trims the query before calling the repository")
	func executeTrimsQuery() async throws {
		// Given
		let repositoryMock = PlanetRepositoryMock()
		repositoryMock.searchResult = .success(.stub())
		let sut = SearchPlanetsPageUseCase(repository: repositoryMock)

		// When
		_ = try await sut.execute(page: 2, query: "  Hoth  ")

		// Then
		#expect(repositoryMock.searchPlanetsPageCallCount == 1)
		#expect(repositoryMock.lastRequestedQuery == "Hoth")
	}

	@Test("Execute propagates repository error")
	func executePropagatesError() async throws {
		// Given
		let repositoryMock = PlanetRepositoryMock()
		repositoryMock.searchResult = .failure(.loadFailed())
		let sut = SearchPlanetsPageUseCase(repository: repositoryMock)

		// When / Then
		await #expect(throws: PlanetError.loadFailed()) {
			_ = try await sut.execute(page: 1, query: "Dagobah")
		}
	}
}
