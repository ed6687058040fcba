struct PlanetsResponse: Decodable, Equatable {
	struct Info: Decodable, Equatable {
		let count: Int
		let pages: Int
		let next: String?
		let prev: String?
	}

	let info: Info
	let results: [PlanetDTO]
}
