import Foundation

protocol AddToCartUseCase: Sendable {
    func execute(_ item: CartItem) async throws(ShopError)
}

struct AddToCartUseCaseImpl: AddToCartUseCase {
    let repository: CartRepository

    func execute(_ item: CartItem) async throws(ShopError) {
        guard item.quantity > 0 else { throw .outOfStock }
        try await repository.add(item)
    }
}
