import Foundation

public protocol GetProductUseCase: Sendable {
    func callAsFunction(identifier: String) async throws(CatalogError) -> Product?
}

struct DefaultGetProductUseCase: GetProductUseCase {
    private let repository: ProductRepository

    init(repository: ProductRepository) {
        self.repository = repository
    }

    func callAsFunction(identifier: String) async throws(CatalogError) -> Product? {
        try await repository.products().first { $0.identifier == identifier }
    }
}
