import Foundation
import Testing
@testable import shop

@Suite("SearchProducts use case")
struct SearchProductsUseCaseTests {
    @Test("It fails with the repository's error")
    func failsWithTheRepository() async {
        let sut = SearchProductsUseCaseImpl(repository: MockProductRepository())
        await #expect(throws: ShopError.loadFailed) { try await sut.execute(query: "1") }
    }
}
