import Foundation

protocol FeedRepositoryProtocol: Sendable {
    func posts(page: Int) async throws -> [Post] // expect: typed-throws
}
