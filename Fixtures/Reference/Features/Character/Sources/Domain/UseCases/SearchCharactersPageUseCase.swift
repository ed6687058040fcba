protocol SearchCharactersPageUseCaseContract: Sendable {
	func execute(page: Int, filter: CharacterFilter) async throws(CharacterError) -> CharactersPage
}

struct SearchCharactersPageUseCase: SearchCharactersPageUseCaseContract {
	private let repository: CharactersPageRepositoryContract

	init(repository: CharactersPageRepositoryContract) {
		self.repository = repository
	}

	func execute(page: Int, filter: CharacterFilter) async throws(CharacterError) -> CharactersPage {
		try await repository.searchCharactersPage(page: page, filter: filter)
	}
}
