import Foundation

struct CartItem: Equatable, Sendable {
    let productId: Int
    let quantity: Int
}
