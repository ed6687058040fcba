import Foundation

protocol GetFeedUseCaseProtocol: Sendable { // expect: usecase-has-mock, usecase-has-tests, usecase-naming
    func execute(page: Int) async throws -> [Post] // expect: typed-throws
    func refresh() async throws // expect: usecase-single-execute, typed-throws
}

struct GetFeedUseCase: GetFeedUseCaseProtocol {
    private let repository: FeedRepositoryProtocol

    init(repository: FeedRepositoryProtocol) {
        self.repository = repository
    }

    func execute(page: Int) async throws -> [Post] { // expect: typed-throws
        try await repository.posts(page: page)
    }

    func refresh() async throws { // expect: usecase-single-execute
        _ = try await repository.posts(page: 1)
    }
}
