import Testing

@testable import OrderFeature

struct SearchOrdersUseCaseTests {
    @Test("A query shorter than two characters returns no orders without searching")
    func shortQueryReturnsNothing() async throws {
        // Given
        let repository = MockOrderRepository()
        let sut = SearchOrdersInteractor(repository: repository)

        // When
        let value = try await sut.execute(query: " a ")

        // Then
        #expect(value.isEmpty)
        #expect(repository.searchOrdersCallCount == 0)
    }

    @Test("The query is trimmed and lowercased before searching")
    func queryIsNormalized() async throws {
        // Given
        let repository = MockOrderRepository()
        repository.searchResult = .success([.stub()])
        let sut = SearchOrdersInteractor(repository: repository)

        // When
        _ = try await sut.execute(query: "  Ada ")

        // Then
        #expect(repository.lastQuery == "ada")
    }
}
