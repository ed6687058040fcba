@testable import Catalog

final class LoadProductsUseCaseSpy: LoadProductsUseCaseProtocol, @unchecked Sendable {
    var result: Result<[Product], CatalogError> = .failure(.unavailable)

    func execute() async throws(CatalogError) -> [Product] { try result.get() }
}
