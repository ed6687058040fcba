import Foundation
import Testing
@testable import shop

@Suite("GetProducts use case")
struct GetProductsUseCaseTests {
    @Test("It fails with the repository's error")
    func failsWithTheRepository() async {
        let sut = GetProductsUseCaseImpl(repository: MockProductRepository())
        await #expect(throws: ShopError.loadFailed) { try await sut.execute() }
    }
}
