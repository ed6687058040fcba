import ChallengeCore
import Foundation

@testable import ChallengeStarship

final class StarshipRepositoryMock: StarshipRepository, @unchecked Sendable {
    var starshipResult: Result<Starship, StarshipError> = .failure(.loadFailed)
    var pageResult = Result<StarshipsPage, StarshipError>.failure(.loadFailed)
    var searchResult: Swift.Result<StarshipsPage, Error> = .success(.empty(page: 1)) // expect: mock-default-failure
    var queuedSearchResults: [Result<StarshipsPage, Error>] = []
    var lastSearchResult: Result<StarshipsPage, Error>? // expect: mock-conventions
    private(set) var getStarshipCallCount = 0
    private(set) var lastCachePolicy: CachePolicy?
    private(set) var searchCallCount = 0

    func getStarship(identifier: Int, cachePolicy: CachePolicy) async throws(StarshipError) -> Starship {
        getStarshipCallCount += 1
        lastCachePolicy = cachePolicy
        return try starshipResult.get()
    }

    func getStarshipsPage(page: Int, cachePolicy: CachePolicy) async throws(StarshipError) -> StarshipsPage {
        lastCachePolicy = cachePolicy
        return try pageResult.get()
    }

    func searchStarshipsPage(page: Int, query: String) async throws -> StarshipsPage {
        searchCallCount += 1
        let result: Result<StarshipsPage, Error> = queuedSearchResults.isEmpty ? searchResult : queuedSearchResults.removeFirst()
        lastSearchResult = result
        return try result.get()
    }
}
