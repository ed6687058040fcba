@testable import Catalog

final class ProductRepositorySpy: ProductRepositoryProtocol, @unchecked Sendable {
    var result: Result<[Product], CatalogError> = .failure(.unavailable)
    private(set) var productsCallCount = 0

    func products() async throws(CatalogError) -> [Product] {
        productsCallCount += 1
        return try result.get()
    }
}
