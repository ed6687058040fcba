import Testing

@testable import ReferenceCharacter

struct CharactersPageTests {
	@Test("Empty factory creates a page without characters for the given page")
	func emptyFactory() {
		// Given
		let page = 3

		// When
		let sut = CharactersPage.empty(page: page)

		// Then
		#expect(sut.isEmpty)
		#expect(sut.currentPage == 3)
		#expect(!sut.hasNextPage)
	}

	@Test("Next page is the following page while pages remain")
	func nextPageWhilePagesRemain() {
		// Given
		let sut = CharactersPage.stub(currentPage: 1, totalPages: 2)

		// When
		let nextPage = sut.nextPage

		// Then
		#expect(sut.hasNextPage)
		#expect(nextPage == 2)
	}

	@Test("There is no next page on the last page")
	func noNextPageOnLastPage() {
		// Given
		let sut = CharactersPage.stub(currentPage: 2, totalPages: 2)

		// When
		let nextPage = sut.nextPage

		// Then
		#expect(!sut.hasNextPage)
		#expect(nextPage == nil)
	}
}
