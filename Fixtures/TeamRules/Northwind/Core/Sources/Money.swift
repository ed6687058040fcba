import Foundation

/// An amount in a currency, shared by every feature.
public struct Money: Equatable, Sendable {
    public let cents: Int
    public let currency: String

    public init(cents: Int, currency: String) {
        self.cents = cents
        self.currency = currency
    }
}
