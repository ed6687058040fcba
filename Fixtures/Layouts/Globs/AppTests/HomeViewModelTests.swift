import Foundation
import Testing
@testable import App

@MainActor
struct HomeViewModelTests {
    @Test("load shows the articles of the use case")
    func loadsArticles() async {
        let useCase = GetArticlesUseCaseMock()
        useCase.result = .success([Article(identifier: 1, title: "Hello")])
        let sut = HomeViewModel(getArticles: useCase)
        await sut.load()
        #expect(sut.articles.count == 1)
    }
}
