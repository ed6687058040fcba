import ChallengeCore

protocol RefreshPlanetUseCaseContract: Sendable { // expect: usecase-has-mock, usecase-has-tests
	// archlint:disable:next typed-throws // expect: suppression-reason
	func execute(identifier: Int) async throws -> Planet // expect: typed-throws
}

struct RefreshPlanetUseCase: RefreshPlanetUseCaseContract {
	private let repository: PlanetRepositoryContract

	init(repository: PlanetRepositoryContract) {
		self.repository = repository
	}

	// archlint:disable:next typed-throws - the remote data source still throws HTTPError (PLANET-42)
	func execute(identifier: Int) async throws -> Planet {
		try await repository.getPlanet(identifier: normalized(identifier), cachePolicy: .remoteFirst)
	}

	/* archlint:disable:next usecase-single-execute - a private helper, kept out of the contract */ // expect: unused-suppression
	private func normalized(_ identifier: Int) -> Int {
		max(identifier, 1)
	}
}
