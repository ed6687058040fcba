import Foundation

struct CachedProduct: Codable, Sendable {
    let id: Int
    let price: Decimal
    let storedAt: Date
}
