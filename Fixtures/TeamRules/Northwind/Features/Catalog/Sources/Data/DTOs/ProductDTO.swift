import Foundation

struct ProductDTO: Decodable, Sendable {
    let id: Int
    var name: String // expect: dtos-are-plain-decodable-structs
    let cents: Int
}
