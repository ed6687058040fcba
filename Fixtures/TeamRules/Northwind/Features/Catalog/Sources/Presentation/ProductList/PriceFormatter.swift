import Foundation
import NorthwindCore

struct PriceFormatter {
    func format(_ money: Money) -> String { "\(money.cents / 100) \(money.currency)" }
}
