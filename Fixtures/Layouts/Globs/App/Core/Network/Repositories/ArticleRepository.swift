import Foundation

struct ArticleRepository: ArticleRepositoryContract {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    func articles() async throws(NewsError) -> [Article] {
        do {
            let (data, _) = try await session.data(from: URL(string: "https://api.example.com/articles")!)
            return try JSONDecoder().decode([ArticleDTO].self, from: data).map { $0.toDomain() }
        } catch {
            throw .loadFailed(description: String(describing: error))
        }
    }
}

private extension ArticleDTO {
    func toDomain() -> Article {
        Article(identifier: id, title: title)
    }
}
