import Foundation
import Catalog // expect: domain-imports, features-are-isolated

struct CartLine: Equatable, Sendable {
    let id: UUID
    let product: Product // expect: features-are-isolated
    let quantity: Int
}
