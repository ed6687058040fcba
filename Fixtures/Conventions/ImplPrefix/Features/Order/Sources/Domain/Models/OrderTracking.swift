import Foundation

struct OrderTracking: Equatable, Sendable {
    let orderId: String
    let carrier: String
    let status: OrderStatus
    let estimatedDelivery: Date?

    var isDelivered: Bool {
        status == .delivered
    }
}
