import Testing
@testable import Catalog

struct LoadProductsUseCaseTests {
    @Test("Loading returns the repository's products")
    func loads() async throws {
        let repository = ProductRepositorySpy()
        repository.result = .success([])
        let products = try await DefaultLoadProductsUseCase(repository: repository).execute()
        #expect(products.isEmpty)
    }
}
