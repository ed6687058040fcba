@testable import OrderFeature

// This project keeps its mocks in Tests/Mocks/ only (`mock_directories: [Mocks]`).
final class MockPlaceOrderUseCase: PlaceOrderUseCase, @unchecked Sendable { // expect: layer-location
    var result: Result<Order, OrderError> = .failure(.placementFailed)
    private(set) var executeCallCount = 0
    private(set) var lastDraft: OrderDraft?

    func execute(draft: OrderDraft) async throws(OrderError) -> Order {
        executeCallCount += 1
        lastDraft = draft
        return try result.get()
    }
}
