import Foundation

public struct BagItem: Equatable, Sendable {
    public let productIdentifier: String
    public let quantity: Int

    public init(productIdentifier: String, quantity: Int) {
        self.productIdentifier = productIdentifier
        self.quantity = quantity
    }
}
