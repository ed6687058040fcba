import Foundation
import NorthwindCore

struct Product: Equatable, Sendable {
    let id: Int
    let name: String
    let price: Money
}
