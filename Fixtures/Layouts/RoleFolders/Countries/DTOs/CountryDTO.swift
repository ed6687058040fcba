import Foundation

struct CountryDTO: Decodable, Sendable {
    let name: String
    let alpha3Code: String
    let population: Int
}
