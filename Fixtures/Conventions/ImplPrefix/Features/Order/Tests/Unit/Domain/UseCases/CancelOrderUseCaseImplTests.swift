import Testing

@testable import OrderFeature

// Named after the implementation: `CancelOrderUseCaseImplTests` covers `CancelOrderUseCase`.
struct CancelOrderUseCaseImplTests {
    @Test("Execute cancels the order through the repository")
    func executeCancels() async throws {
        // Given
        let repository = MockOrderRepository()
        repository.cancelResult = .success(())
        let sut = CancelOrderUseCaseImpl(repository: repository)

        // When
        try await sut.execute(orderId: "9")

        // Then
        #expect(repository.cancelOrderCallCount == 1)
        #expect(repository.lastRequestedIdentifier == "9")
    }
}
