import Foundation

struct BagItemDTO: Decodable, Sendable {
    let productId: String
    let qty: Int
}
