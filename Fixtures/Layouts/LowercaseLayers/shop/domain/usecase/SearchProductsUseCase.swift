import Foundation

protocol SearchProductsUseCase: Sendable {
    func execute(query: String) async throws(ShopError) -> [Product]
}

struct SearchProductsUseCaseImpl: SearchProductsUseCase {
    let repository: ProductRepository

    func execute(query: String) async throws(ShopError) -> [Product] {
        try await repository.products().filter { String($0.id).contains(query) }
    }
}
