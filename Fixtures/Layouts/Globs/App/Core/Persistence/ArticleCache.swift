import Foundation

actor ArticleCache {
    private var articles: [Article] = []

    func store(_ articles: [Article]) {
        self.articles = articles
    }
}
