@testable import OrderFeature

final class MockOrderRepository: OrderRepository, @unchecked Sendable {
    var ordersResult: Result<[Order], OrderError> = .failure(.loadFailed)
    var orderResult: Result<Order, OrderError> = .failure(.loadFailed)
    var searchResult: Result<[Order], OrderError> = .failure(.loadFailed)
    var placeResult: Result<Order, OrderError> = .failure(.placementFailed)
    var cancelResult: Result<Void, OrderError> = .failure(.loadFailed)
    private(set) var getOrdersCallCount = 0
    private(set) var getOrderDetailCallCount = 0
    private(set) var searchOrdersCallCount = 0
    private(set) var placeOrderCallCount = 0
    private(set) var cancelOrderCallCount = 0
    private(set) var lastRequestedIdentifier: String?
    private(set) var lastQuery: String?
    private(set) var lastDraft: OrderDraft?
    private(set) var lastCachePolicy: CachePolicy?

    func getOrders(cachePolicy: CachePolicy) async throws(OrderError) -> [Order] {
        getOrdersCallCount += 1
        lastCachePolicy = cachePolicy
        return try ordersResult.get()
    }

    func getOrderDetail(identifier: String, cachePolicy: CachePolicy) async throws(OrderError) -> Order {
        getOrderDetailCallCount += 1
        lastRequestedIdentifier = identifier
        lastCachePolicy = cachePolicy
        return try orderResult.get()
    }

    func searchOrders(query: String) async throws(OrderError) -> [Order] {
        searchOrdersCallCount += 1
        lastQuery = query
        return try searchResult.get()
    }

    func placeOrder(draft: OrderDraft) async throws(OrderError) -> Order {
        placeOrderCallCount += 1
        lastDraft = draft
        return try placeResult.get()
    }

    func cancelOrder(identifier: String) async throws {
        cancelOrderCallCount += 1
        lastRequestedIdentifier = identifier
        try cancelResult.get()
    }
}
