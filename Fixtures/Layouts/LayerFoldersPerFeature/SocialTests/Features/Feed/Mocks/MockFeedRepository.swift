import Foundation
@testable import Social

final class MockFeedRepository: FeedRepositoryProtocol, @unchecked Sendable {
    var result: Result<[Post], Error> = .failure(URLError(.badServerResponse))
    private(set) var postsCallCount = 0

    func posts(page: Int) async throws -> [Post] {
        postsCallCount += 1
        return try result.get()
    }
}
