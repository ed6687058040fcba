struct LocationsResponseDTO: Decodable, Sendable, Equatable {
    struct Info: Decodable, Sendable, Equatable {
        let count: Int
        let pages: Int
        let next: String?
        let prev: String?
    }

    let info: Info
    let results: [LocationDTO]
}
