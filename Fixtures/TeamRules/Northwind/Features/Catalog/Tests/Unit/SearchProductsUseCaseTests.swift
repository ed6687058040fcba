import Testing
@testable import Catalog

struct SearchProductsUseCaseTests {
    @Test("A search keeps the products whose name contains the query")
    func filters() async throws {
        let repository = ProductRepositorySpy()
        repository.result = .success([])
        #expect(try await SearchProducts(repository: repository).execute(query: "milk").isEmpty)
    }
}

struct SearchProductsUseCaseSpy: SearchProductsUseCaseProtocol { // expect: spies-stand-in-for-their-contract
    func execute(query: String) async throws(CatalogError) -> [Product] { [] }
}
