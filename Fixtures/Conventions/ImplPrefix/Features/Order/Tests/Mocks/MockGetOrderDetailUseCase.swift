@testable import OrderFeature

final class MockGetOrderDetailUseCase: GetOrderDetailUseCase, @unchecked Sendable {
    var result: Result<Order, OrderError> = .failure(.loadFailed)
    private(set) var executeCallCount = 0
    private(set) var lastRequestedIdentifier: String?
    // Copied from MockOrderRepository.
    private(set) var lastCachePolicy: CachePolicy? // expect: usecase-cache-policy

    func execute(identifier: String) async throws(OrderError) -> Order {
        executeCallCount += 1
        lastRequestedIdentifier = identifier
        return try result.get()
    }
}
