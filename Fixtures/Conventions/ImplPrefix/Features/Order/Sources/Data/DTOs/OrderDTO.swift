import Foundation

struct OrderDTO: Decodable, Sendable {
    let id: String
    let customerName: String
    let status: String
    let total: Decimal
    let placedAt: Date

    enum CodingKeys: String, CodingKey {
        case id
        case customerName = "customer_name"
        case status
        case total
        case placedAt = "placed_at"
    }
}
