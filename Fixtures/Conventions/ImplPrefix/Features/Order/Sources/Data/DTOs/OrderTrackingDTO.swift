import Foundation

struct OrderTrackingDTO: Decodable, Sendable {
    let orderId: String
    let carrier: String
    let status: String
    let estimatedDelivery: Date?

    enum CodingKeys: String, CodingKey {
        case orderId = "order_id"
        case carrier
        case status
        case estimatedDelivery = "estimated_delivery"
    }
}
