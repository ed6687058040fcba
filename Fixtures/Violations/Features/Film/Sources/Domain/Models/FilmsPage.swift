struct FilmsPage: Equatable, Sendable {
	let films: [Film]
	private(set) var currentPage: Int // expect: domain-model-immutable
	let totalPages: Int

	var hasNextPage: Bool {
		currentPage < totalPages
	}

	static func empty(page: Int) -> FilmsPage {
		FilmsPage(films: [], currentPage: page, totalPages: 0)
	}

	mutating func advance() {
		currentPage += 1
	}
}
