import Foundation
import Testing

@testable import ReferenceCharacter

struct CharacterErrorTests {
	@Test("Every error has a description", arguments: [
		CharacterError.loadFailed,
		.notFound(identifier: 1),
		.invalidPage(page: 2),
		.createFailed,
		.episodesNotFound(characterIdentifier: 3),
		.emptyName,
		.invalidStatus,
	])
	func everyErrorHasDescription(sut: CharacterError) {
		// When
		let description = sut.errorDescription

		// Then
		#expect(description?.isEmpty == false)
	}

	@Test("Not found description includes the identifier")
	func notFoundDescriptionIncludesIdentifier() {
		// Given
		let sut = CharacterError.notFound(identifier: 42)

		// When
		let description = sut.localizedDescription

		// Then
		#expect(description == "No character was found with identifier 42.")
	}

	@Test("Invalid page description includes the page")
	func invalidPageDescriptionIncludesPage() {
		// Given
		let sut = CharacterError.invalidPage(page: 7)

		// When
		let description = sut.errorDescription

		// Then
		#expect(description == "Page 7 does not exist.")
	}

	@Test("Errors with different context are not equal")
	func errorsWithDifferentContextAreNotEqual() {
		// Given
		let first = CharacterError.notFound(identifier: 1)
		let second = CharacterError.notFound(identifier: 2)

		// When
		let areEqual = first == second

		// Then
		#expect(!areEqual)
	}
}
