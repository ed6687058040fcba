import Foundation
import Observation

@MainActor
@Observable
final class HomeViewModel {
    private(set) var articles: [Article] = []
    private let getArticles: GetArticlesUseCaseContract

    init(getArticles: GetArticlesUseCaseContract) {
        self.getArticles = getArticles
    }

    func load() async {
        articles = (try? await getArticles.execute()) ?? []
    }
}
