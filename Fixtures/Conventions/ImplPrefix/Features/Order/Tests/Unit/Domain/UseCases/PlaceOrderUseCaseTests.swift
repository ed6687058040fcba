import Testing

@testable import OrderFeature

struct PlaceOrderUseCaseTests {
    @Test("An empty draft is rejected before reaching the repository")
    func emptyDraftIsRejected() async throws {
        // Given
        let repository = MockOrderRepository()
        let sut = PlaceOrderUseCaseImpl(repository: repository)

        // When / Then
        await #expect(throws: OrderError.emptyOrder) {
            _ = try await sut.execute(draft: OrderDraft(customerName: "Ada Lovelace", productIdentifiers: []))
        }
        #expect(repository.placeOrderCallCount == 0)
    }
}
