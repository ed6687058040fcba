import Foundation

struct FeedRepository: FeedRepositoryProtocol {
    func posts(page: Int) async throws -> [Post] { // expect: repository-maps-errors
        []
    }
}
