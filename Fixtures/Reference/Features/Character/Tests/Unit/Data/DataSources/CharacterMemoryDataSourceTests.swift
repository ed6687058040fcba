import Testing

@testable import ReferenceCharacter

struct CharacterMemoryDataSourceTests {
	@Test("Returns nil for a character that was never saved")
	func returnsNilWhenEmpty() async {
		// Given
		let sut = CharacterMemoryDataSource()

		// When
		let value = await sut.getCharacter(identifier: 1)

		// Then
		#expect(value == nil)
	}

	@Test("Returns a saved character by identifier")
	func returnsSavedCharacter() async {
		// Given
		let sut = CharacterMemoryDataSource()
		await sut.saveCharacter(.stub(id: 3))

		// When
		let value = await sut.getCharacter(identifier: 3)

		// Then
		#expect(value == .stub(id: 3))
	}

	@Test("Saving a page caches the page and each of its characters")
	func savingPageCachesPageAndCharacters() async {
		// Given
		let sut = CharacterMemoryDataSource()
		let response = CharactersResponseDTO.stub(results: [.stub(id: 1), .stub(id: 2)])
		await sut.savePage(response, page: 1)

		// When
		let page = await sut.getPage(1)
		let character = await sut.getCharacter(identifier: 2)

		// Then
		#expect(page == response)
		#expect(character == .stub(id: 2))
	}
}
