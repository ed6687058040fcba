struct VehicleDTO: Decodable, Equatable {
	let id: Int
	let name: String
	let model: String
	let crew: String
	let passengers: String
	let isFavorite: Bool?

	enum CodingKeys: String, CodingKey {
		case id
		case name
		case model
		case crew
		case passengers
		case isFavorite = "is_favorite"
	}
}

struct VehiclesResponseDTO: Decodable, Equatable {
	let next: String?
	let results: [VehicleDTO]
}
