import Foundation
import Testing
@testable import shop

@Suite("AddToCart use case")
struct AddToCartUseCaseTests {
    @Test("It fails with the repository's error")
    func failsWithTheRepository() async {
        let sut = AddToCartUseCaseImpl(repository: MockCartRepository())
        await #expect(throws: ShopError.loadFailed) { try await sut.execute(CartItem(productId: 1, quantity: 1)) }
    }
}
