struct PlanetDTO: Decodable, Equatable {
	let id: Int
	let name: String
	let climate: String
	let population: String
	let residents: [String]
}
