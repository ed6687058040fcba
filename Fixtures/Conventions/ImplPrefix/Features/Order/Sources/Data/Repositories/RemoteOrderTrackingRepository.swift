import ShopNetworking

// Named like seed 002's `RemoteUserRepository`; not final, so that tests can subclass it.
class RemoteOrderTrackingRepository: OrderTrackingRepository, @unchecked Sendable { // expect: contract-suffix
    private let remoteDataSource: OrderTrackingRemoteDataSource

    init(remoteDataSource: OrderTrackingRemoteDataSource) {
        self.remoteDataSource = remoteDataSource
    }

    func getTracking(orderId: String) async throws(OrderError) -> OrderTracking {
        do {
            return try await remoteDataSource.fetchTracking(orderId: orderId).toDomain()
        } catch HTTPError.statusCode(404, _) {
            throw .notFound(id: orderId)
        } catch {
            throw .loadFailed
        }
    }
}

// MARK: - DTO to Domain Mapping

private extension OrderTrackingDTO {
    func toDomain() -> OrderTracking {
        OrderTracking(orderId: orderId, carrier: carrier, status: OrderStatus(rawValue: status) ?? .pending, estimatedDelivery: estimatedDelivery)
    }
}
