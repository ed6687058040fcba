import Foundation

protocol LoadProductsUseCaseProtocol: Sendable {
    func execute() async throws(CatalogError) -> [Product]
}

struct DefaultLoadProductsUseCase: LoadProductsUseCaseProtocol {
    let repository: any ProductRepositoryProtocol

    func execute() async throws(CatalogError) -> [Product] {
        try await repository.products()
    }
}
