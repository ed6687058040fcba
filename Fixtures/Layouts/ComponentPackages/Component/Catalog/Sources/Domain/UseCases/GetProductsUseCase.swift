import Foundation

public protocol GetProductsUseCase: Sendable {
    func callAsFunction() async throws(CatalogError) -> [Product]
}
