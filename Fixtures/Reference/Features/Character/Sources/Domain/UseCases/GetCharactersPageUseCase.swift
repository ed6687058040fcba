protocol GetCharactersPageUseCaseContract: Sendable {
	func execute(page: Int) async throws(CharacterError) -> CharactersPage
}

struct GetCharactersPageUseCase: GetCharactersPageUseCaseContract {
	private let repository: CharactersPageRepositoryContract

	init(repository: CharactersPageRepositoryContract) {
		self.repository = repository
	}

	func execute(page: Int) async throws(CharacterError) -> CharactersPage {
		try await repository.getCharactersPage(page: page, cachePolicy: .localFirst)
	}
}
