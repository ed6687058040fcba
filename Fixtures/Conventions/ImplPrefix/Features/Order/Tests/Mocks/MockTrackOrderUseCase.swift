@testable import OrderFeature

final class MockTrackOrderUseCase: TrackOrderUseCaseProtocol, @unchecked Sendable {
    var result: Result<OrderTracking, OrderError> = .failure(.loadFailed)
    private(set) var executeCallCount = 0
    private(set) var lastRequestedOrderId: String?

    func execute(orderId: String) async throws(OrderError) -> OrderTracking {
        executeCallCount += 1
        lastRequestedOrderId = orderId
        return try result.get()
    }
}
