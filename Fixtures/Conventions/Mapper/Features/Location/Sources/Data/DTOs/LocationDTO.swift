struct LocationDTO: Decodable, Sendable, Equatable {
    let id: Int
    let name: String
    let type: String
    let dimension: String
    let residents: [String]
}
