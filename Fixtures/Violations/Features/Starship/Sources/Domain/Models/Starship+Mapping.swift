import Foundation

// Mapping from the API representation. Kept next to the model so both change together.
extension StarshipDTO { // expect: no-dto-in-domain
    func toDomain() -> Starship {
        Starship(
            id: id,
            name: name,
            model: model,
            starshipClass: starshipClass,
            crew: Int(crew.replacingOccurrences(of: ",", with: "")) ?? 0,
            passengers: Int(passengers.replacingOccurrences(of: ",", with: "")) ?? 0,
            hyperdriveRating: Double(hyperdriveRating)
        )
    }

    static func toDomain(_ dtos: [StarshipDTO], page: Int, hasNextPage: Bool) -> StarshipsPage { // expect: no-dto-in-domain
        StarshipsPage(starships: dtos.map { $0.toDomain() }, currentPage: page, hasNextPage: hasNextPage)
    }
}
