struct StarshipDTO: Decodable, Equatable {
    let id: Int
    let name: String
    let model: String
    let starshipClass: String
    let crew: String
    let passengers: String
    let hyperdriveRating: String

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case model
        case starshipClass = "starship_class"
        case crew
        case passengers
        case hyperdriveRating = "hyperdrive_rating"
    }
}

struct StarshipsResponseDTO: Decodable, Equatable {
    let next: String?
    let results: [StarshipDTO]
}
