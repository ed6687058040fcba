import Foundation
import Observation

@MainActor
@Observable
final class FeedViewModel {
    private(set) var posts: [Post] = []
    private let repository: FeedRepositoryProtocol // expect: viewmodel-uses-usecases

    init(repository: FeedRepositoryProtocol) { // expect: viewmodel-uses-usecases
        self.repository = repository
    }

    func load() async {
        posts = (try? await repository.posts(page: 1)) ?? []
    }
}
