@testable import ReferenceCharacter

extension CharactersPage {
	static func stub(
		characters: [Character] = [.stub()],
		currentPage: Int = 1,
		totalPages: Int = 42,
		totalCount: Int = 826
	) -> CharactersPage {
		CharactersPage(
			characters: characters,
			currentPage: currentPage,
			totalPages: totalPages,
			totalCount: totalCount
		)
	}
}
