import ChallengeCore

protocol GetPlanetUseCaseContract: Sendable { // expect: usecase-has-mock, usecase-has-tests
	func execute(identifier: Int) async throws(PlanetError) -> Planet
	func validate(identifier: Int) -> Bool // expect: usecase-single-execute
}

struct GetPlanetUseCase: GetPlanetUseCaseContract {
	private let repository: PlanetRepositoryContract

	init(repository: PlanetRepositoryContract) {
		self.repository = repository
	}

	func execute(identifier: Int) async throws(PlanetError) -> Planet {
		guard validate(identifier: identifier) else {
			throw .invalidIdentifier(id: identifier)
		}
		let planet = try await repository.getPlanet(identifier: identifier, cachePolicy: .localFirst)
		return sanitized(planet)
	}

	func validate(identifier: Int) -> Bool { // expect: usecase-single-execute
		identifier > 0
	}

	private func sanitized(_ planet: Planet) -> Planet {
		Planet(
			id: planet.id,
			name: planet.name.trimmingCharacters(in: .whitespaces),
			climate: planet.climate,
			population: planet.population,
			residentIdentifiers: planet.residentIdentifiers
		)
	}
}
