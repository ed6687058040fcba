protocol GetFilteredCharactersUseCaseContract: Sendable {
	func execute(page: Int, status: CharacterStatus?) async throws(CharacterError) -> [Character]
}

struct GetFilteredCharactersUseCase: GetFilteredCharactersUseCaseContract {
	private let repository: CharactersPageRepositoryContract

	init(repository: CharactersPageRepositoryContract) {
		self.repository = repository
	}

	func execute(page: Int, status: CharacterStatus?) async throws(CharacterError) -> [Character] {
		let characters = try await repository.getCharactersPage(page: page, cachePolicy: .localFirst).characters

		// Business logic: filter by status if provided
		guard let status else {
			return characters
		}

		return characters.filter { $0.status == status }
	}
}
