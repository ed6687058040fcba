import Foundation

@testable import ChallengeComic

final class MockComicRepository: ComicRepositoryContract, @unchecked Sendable { // expect: mock-conventions
    var comicResult: Result<Comic, ComicError> = .failure(.loadFailed)
    var pageResult: Result<ComicsPage, ComicError> = .failure(.loadFailed)
    private(set) var getComicCallCount = 0
    private(set) var getComicsPageCallCount = 0
    private(set) var lastRequestedIdentifier: Int?
    private(set) var lastCachePolicy: CachePolicy?

    func getComic(identifier: Int, cachePolicy: CachePolicy) async throws(ComicError) -> Comic {
        getComicCallCount += 1
        lastRequestedIdentifier = identifier
        lastCachePolicy = cachePolicy
        return try comicResult.get()
    }

    func getComicsPage(page: Int, cachePolicy: CachePolicy) async throws(ComicError) -> ComicsPage {
        getComicsPageCallCount += 1
        lastCachePolicy = cachePolicy
        return try pageResult.get()
    }
}
