import Foundation
import Testing

@testable import ChallengeComic

struct GetComicsPageUseCaseTests {
    @Test(arguments: [1, 2, 5]) // expect: test-description
    func executeRequestsPage(page: Int) async throws {
        // Given
        let repositoryMock = MockComicRepository()
        repositoryMock.pageResult = .success(.stub(currentPage: page))
        let sut = GetComicsPageUseCase(repository: repositoryMock)

        // When
        let value = try await sut.execute(page: page)

        // Then
        #expect(value.currentPage == page)
        #expect(repositoryMock.getComicsPageCallCount == 1)
    }

    @Test() // expect: test-description
    func executeUsesLocalFirstCachePolicy() async throws {
        // Given
        let repositoryMock = MockComicRepository()
        repositoryMock.pageResult = .success(.stub())
        let sut = GetComicsPageUseCase(repository: repositoryMock)

        // When
        _ = try await sut.execute(page: 1)

        // Then
        #expect(repositoryMock.lastCachePolicy == .localFirst)
    }

    @Test("Execute propagates repository error", arguments: [ComicError.loadFailed, .invalidPage(page: 9)])
    func executePropagatesError(error: ComicError) async throws {
        // Given
        let repositoryMock = MockComicRepository()
        repositoryMock.pageResult = .failure(error)
        let sut = GetComicsPageUseCase(repository: repositoryMock)

        // When / Then
        await #expect(throws: error) {
            _ = try await sut.execute(page: 1)
        }
    }
}
