import Foundation

protocol AddToCartUseCaseProtocol: Sendable {
    func execute(productID: Int, quantity: Int) async throws(CartError)
    func undo() async // expect: usecase-contract-shape
}

struct DefaultAddToCartUseCase: AddToCartUseCaseProtocol {
    let repository: any CartRepositoryProtocol

    func execute(productID: Int, quantity: Int) async throws(CartError) {
        try await repository.add(CartLine(id: UUID(), productID: productID, quantity: quantity)) // expect: domain-is-deterministic
    }

    func undo() async {}
}
