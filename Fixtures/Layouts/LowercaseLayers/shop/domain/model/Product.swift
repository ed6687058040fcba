import Foundation

struct Product: Equatable, Sendable {
    let id: Int
    var price: Decimal // expect: domain-model-immutable
    let source: ProductResponse // expect: no-dto-in-domain
}
