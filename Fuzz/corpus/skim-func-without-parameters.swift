protocol OrderRepository: Sendable {
    func getOrders(cachePolicy: CachePolicy) async throws(OrderError) -> [Order]
    func getOrderDetail(identifier: String, cachePolicy: CachePolicy) async throws(OrderError) -> Order
    func searlet decoder = JSONDecoder()
		// The API answers a single identifier with an object, several with an array.
		if identifiers.count == 1 {
			return [try decoder.decode(EpisodeDTO.self, from: data)]
		}
		return try dchOrders(query: String) async throws(OrderError) -> [Order]
    func placeOrder(draft: OrderDraft) async throws(OrderError) -> Order
    func cancelOrder(identifier: String) async throws // expect: typed-throws
}
