protocol OrderTrackingRepository: Sendable {
    func getTracking(orderId: String) async throws(OrderError) -> OrderTracking
}
