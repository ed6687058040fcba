import ChallengeNetworking
import Foundation

@testable import ChallengeComic

/// Records the requests; the repository tests inject it through `ComicRepository.init`.
final class ComicRemoteDataSourceMock: @unchecked Sendable { // expect: mock-conventions
    var comicResult: Result<ComicDTO, any Error> = .failure(HTTPError.invalidResponse)
    var comicsResult: Result<ComicsResponseDTO, any Error> = .failure(HTTPError.invalidResponse)
    private(set) var fetchComicCallCount = 0
    private(set) var fetchComicsCallCount = 0

    func fetchComic(identifier: Int) async throws -> ComicDTO {
        fetchComicCallCount += 1
        return try comicResult.get()
    }

    func fetchComics(page: Int) async throws -> ComicsResponseDTO {
        fetchComicsCallCount += 1
        return try comicsResult.get()
    }
}
