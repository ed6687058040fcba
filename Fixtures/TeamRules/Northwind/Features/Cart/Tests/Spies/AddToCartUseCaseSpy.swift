@testable import Cart

final class AddToCartUseCaseSpy: AddToCartUseCaseProtocol, @unchecked Sendable {
    func execute(productID: Int, quantity: Int) async throws(CartError) {}
    func undo() async {}
}
