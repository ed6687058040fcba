import Testing
@testable import Cart

struct AddToCartUseCaseTests {
    @Test("Adding stores a line")
    func adds() async throws {
        let repository = CartRepositorySpy()
        try await DefaultAddToCartUseCase(repository: repository).execute(productID: 1, quantity: 2)
        #expect(repository.addCallCount == 1)
    }
}
