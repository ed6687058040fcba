import Foundation

struct ProductResponse: Decodable, Equatable, Sendable {
    let id: Int
    let price: Decimal

    func toDomain() -> Product { // expect: dto-anemic
        Product(id: id, price: price, source: self)
    }
}
