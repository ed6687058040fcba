import Foundation

struct Starship: Equatable {
    let id: Int
    let name: String
    let model: String
    let starshipClass: String
    let crew: Int
    let passengers: Int
    let hyperdriveRating: Double?

    var capacity: Int {
        crew + passengers
    }

    var isHyperdriveCapable: Bool {
        hyperdriveRating != nil
    }

    func canTransport(_ people: Int) -> Bool {
        people <= passengers
    }
}

struct StarshipsPage: Equatable {
    let starships: [Starship]
    let currentPage: Int
    let hasNextPage: Bool

    static func empty(page: Int) -> StarshipsPage {
        StarshipsPage(starships: [], currentPage: page, hasNextPage: false)
    }
}
