protocol GetSpeciesPageUseCaseContract: Sendable {
	func execute(page: Int) async throws(SpeciesError) -> SpeciesPage
}

public struct GetSpeciesPageUseCase: GetSpeciesPageUseCaseContract { // expect: contract-not-public
	private let repository: SpeciesRepositoryContract

	init(repository: SpeciesRepositoryContract) {
		self.repository = repository
	}

	func execute(page: Int) async throws(SpeciesError) -> SpeciesPage {
		try await repository.getSpeciesPage(page: page, cachePolicy: .localFirst)
	}
}
