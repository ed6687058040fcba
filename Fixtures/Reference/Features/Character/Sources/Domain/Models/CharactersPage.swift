struct CharactersPage: Equatable, Sendable {
	let characters: [Character]
	let currentPage: Int
	let totalPages: Int
	let totalCount: Int

	// MARK: - Factory

	static func empty(page: Int) -> CharactersPage {
		CharactersPage(characters: [], currentPage: page, totalPages: 0, totalCount: 0)
	}

	// MARK: - Computed Properties

	var isEmpty: Bool {
		characters.isEmpty
	}

	var hasNextPage: Bool {
		currentPage < totalPages
	}

	var nextPage: Int? {
		hasNextPage ? currentPage + 1 : nil
	}
}
