import Foundation
import Testing

@testable import ChallengeStarship

struct SearchStarshipsPageUseCaseTests {
    @Test("Execute normalizes the query before calling the repository")
    func executeNormalizesQuery() async throws {
        // Given
        let repositoryMock = StarshipRepositoryMock()
        repositoryMock.searchResult = .success(.empty(page: 1))
        let sut = SearchStarshipsPageUseCase(repository: repositoryMock)

        // When
        _ = try await sut.execute(page: 1, query: "  Falcon ")

        // Then
        #expect(repositoryMock.searchCallCount == 1)
    }

    @Test("Execute throws emptyQuery for a blank query")
    func executeThrowsForBlankQuery() async {
        // Given
        let repositoryMock = StarshipRepositoryMock()
        let sut = SearchStarshipsPageUseCase(repository: repositoryMock)

        // When / Then
        await #expect(throws: StarshipError.emptyQuery) {
            _ = try await sut.execute(page: 1, query: "   ")
        }
        #expect(repositoryMock.searchCallCount == 0)
    }
}
