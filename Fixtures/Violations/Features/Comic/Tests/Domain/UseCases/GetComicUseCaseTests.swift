import Foundation
import Testing

@testable import ChallengeComic

struct GetComicUseCaseTests {
    @Test // expect: test-description
    func executeReturnsComicFromRepository() async throws {
        // Given
        let expected = Comic.stub()
        let repositoryMock = MockComicRepository()
        repositoryMock.comicResult = .success(expected)
        let sut = GetComicUseCase(repository: repositoryMock)

        // When
        let value = try await sut.execute(identifier: 1)

        // Then
        #expect(value == expected)
    }

    @Test("Execute calls repository with correct identifier and localFirst cache policy")
    func executeCallsRepositoryWithLocalFirst() async throws {
        // Given
        let repositoryMock = MockComicRepository()
        repositoryMock.comicResult = .success(.stub())
        let sut = GetComicUseCase(repository: repositoryMock)

        // When
        _ = try await sut.execute(identifier: 42)

        // Then
        #expect(repositoryMock.getComicCallCount == 1)
        #expect(repositoryMock.lastRequestedIdentifier == 42)
        #expect(repositoryMock.lastCachePolicy == .localFirst)
    }

    @Test(.tags(.errorHandling)) // expect: test-description
    func executePropagatesError() async throws {
        // Given
        let repositoryMock = MockComicRepository()
        repositoryMock.comicResult = .failure(.notFound(id: 1))
        let sut = GetComicUseCase(repository: repositoryMock)

        // When / Then
        await #expect(throws: ComicError.notFound(id: 1)) {
            _ = try await sut.execute(identifier: 1)
        }
    }
}

extension Tag {
    @Tag static var errorHandling: Self
}
