import Foundation

protocol GetArticlesUseCaseContract: Sendable {
    func execute() async throws(NewsError) -> [Article]
}

struct GetArticlesUseCase: GetArticlesUseCaseContract {
    private let repository: ArticleRepository // expect: usecase-depends-on-contracts

    init(repository: ArticleRepository) { // expect: usecase-depends-on-contracts
        self.repository = repository
    }

    func execute() async throws(NewsError) -> [Article] {
        try await repository.articles()
    }
}
