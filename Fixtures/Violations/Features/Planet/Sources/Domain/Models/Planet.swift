import Foundation

struct Planet: Equatable {
	let id: Int
	let name: String
	let climate: Climate
	let population: Int?
	let residentIdentifiers: [Int]

	enum Climate: String, Equatable {
		case arid
		case temperate
		case frozen
		case murky
		case unknown
	}

	var isInhabited: Bool {
		(population ?? 0) > 0
	}

	static func empty() -> Planet {
		Planet(id: 0, name: "", climate: .unknown, population: nil, residentIdentifiers: [])
	}
}

// MARK: - Mapping

extension Planet {
	init(dto: PlanetDTO) { // expect: no-dto-in-domain
		self.init(
			id: dto.id,
			name: dto.name,
			climate: Climate(rawValue: dto.climate.lowercased()) ?? .unknown,
			population: Int(dto.population),
			residentIdentifiers: dto.residents.compactMap { URL(string: $0).flatMap { Int($0.lastPathComponent) } }
		)
	}
}
