protocol OrderRepository: Sendable {
    func getOrders(cachePolicy: CachePolicy) async throws(OrderError) -> [Order]
    func getOrderDetail(identifier: String, cachePolicy: CachePolicy) async throws(OrderError) -> Order
    func searchOrders(query: String) async throws(OrderError) -> [Order]
    func placeOrder(draft: OrderDraft) async throws(OrderError) -> Order
    func cancelOrder(identifier: String) async throws // expect: typed-throws
}
