import Foundation
import NorthwindCore

/// How a price reads on a label: waived in the architecture guide until the formatter moves to
/// NorthwindCore (NW-212).
struct PriceLabel: Equatable, Sendable {
    let text: String

    init(_ money: Money, formatter: PriceFormatter) {
        text = formatter.format(money)
    }
}
