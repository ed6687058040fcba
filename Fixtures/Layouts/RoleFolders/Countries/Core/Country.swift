import Foundation

struct Country: Equatable, Sendable, Identifiable {
    let id: String
    let name: String
    let population: Int
}

enum CountriesError: Error, Equatable, Sendable {
    case loadFailed
    case denied
}
