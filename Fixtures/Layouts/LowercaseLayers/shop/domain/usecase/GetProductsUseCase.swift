import Foundation

protocol GetProductsUseCase: Sendable {
    func execute() async throws(ShopError) -> [Product]
}

struct GetProductsUseCaseImpl: GetProductsUseCase {
    let repository: ProductRepository

    func execute() async throws(ShopError) -> [Product] {
        try await repository.products()
    }
}
