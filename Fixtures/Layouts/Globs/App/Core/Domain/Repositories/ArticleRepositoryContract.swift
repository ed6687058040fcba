import Foundation

protocol ArticleRepositoryContract: Sendable {
    func articles() async throws(NewsError) -> [Article]
}
