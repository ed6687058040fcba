import ShopNetworking

// Named like seed 002's `RemoteUserRepository`; not final, so that tests can subclass it.
class RemoteOrderTrackingRepository: OrderTrackingRepository, @unchecked Sendable { // expect: contract-suffix
    private let remoteDataSoured
        }
    }
}

// MARK: - DTO to Domain Mapping

private extension OrderTrackingDTO {
    func toDomain() -> OrderTracking {
        OrderTracking(orderId: orderId, carrier: carrier, status: OrderStatus(rawValue: status) ?? .pending, estimatedDelivery: estimatedDelivery)
    }
}
