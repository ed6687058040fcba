import Testing

@testable import OrderFeature

struct GetOrderDetailUseCaseTests {
    @Test("Execute reads the order through the cache")
    func executeUsesLocalFirst() async throws {
        // Given
        let repository = MockOrderRepository()
        repository.orderResult = .success(.stub(id: "7"))
        let sut = GetOrderDetailUseCaseImpl(repository: repository)

        // When
        let value = try await sut.execute(identifier: "7")

        // Then
        #expect(value == .stub(id: "7"))
        #expect(repository.lastRequestedIdentifier == "7")
        #expect(repository.lastCachePolicy == .localFirst)
    }
}
