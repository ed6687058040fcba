import Foundation

protocol SearchProductsUseCaseProtocol: Sendable {
    func execute(query: String) async throws(CatalogError) -> [Product]
}

final class SearchProducts: SearchProductsUseCaseProtocol { // expect: usecase-implementation
    private let repository: any ProductRepositoryProtocol

    init(repository: any ProductRepositoryProtocol) {
        self.repository = repository
    }

    func execute(query: String) async throws(CatalogError) -> [Product] {
        try await repository.products().filter { $0.name.contains(query) }
    }
}
