import Testing

@testable import ChallengeLocation

struct GetLocationsPageUseCaseTests {
    @Test("Execute requests the page with the localFirst cache policy")
    func executeRequestsPageLocalFirst() async throws {
        // Given
        let repositoryMock = LocationRepositoryMock()
        repositoryMock.pageResult = .success(LocationsPage(locations: [], currentPage: 2, totalPages: 7))
        let sut = GetLocationsPageUseCase(repository: repositoryMock)

        // When
        _ = try await sut.execute(page: 2)

        // Then
        #expect(repositoryMock.lastRequestedPage == 2)
        #expect(repositoryMock.lastCachePolicy == .localFirst)
    }
}
