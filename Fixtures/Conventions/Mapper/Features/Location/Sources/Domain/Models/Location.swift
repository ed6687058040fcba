struct Location: Equatable {
    let id: Int
    let name: String
    let type: String
    let dimension: String
    let residentIdentifiers: [Int]

    var isPopulated: Bool {
        !residentIdentifiers.isEmpty
    }
}
