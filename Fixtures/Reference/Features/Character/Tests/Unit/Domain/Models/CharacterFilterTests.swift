import Testing

@testable import ReferenceCharacter

struct CharacterFilterTests {
	@Test("Empty factory creates a filter that restricts nothing")
	func emptyFactoryIsEmpty() {
		// Given
		let sut = CharacterFilter.empty()

		// When
		let isEmpty = sut.isEmpty

		// Then
		#expect(isEmpty)
	}

	@Test("A blank name without status is empty")
	func blankNameIsEmpty() {
		// Given
		let sut = CharacterFilter.stub(name: "   ", status: nil)

		// When
		let isEmpty = sut.isEmpty

		// Then
		#expect(isEmpty)
	}

	@Test("A name or a status makes the filter non-empty", arguments: [
		CharacterFilter.stub(name: "Rick", status: nil),
		CharacterFilter.stub(name: nil, status: .dead),
	])
	func nameOrStatusIsNotEmpty(sut: CharacterFilter) {
		// When
		let isEmpty = sut.isEmpty

		// Then
		#expect(!isEmpty)
	}
}
