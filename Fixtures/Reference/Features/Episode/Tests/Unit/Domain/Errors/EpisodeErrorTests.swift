import Foundation
import Testing

@testable import ReferenceEpisode

struct EpisodeErrorTests {
	@Test("Load failed has a description")
	func loadFailedDescription() {
		// Given
		let sut = EpisodeError.loadFailed

		// When
		let description = sut.errorDescription

		// Then
		#expect(description == "The episodes could not be loaded.")
	}

	@Test("Not found description includes the identifiers")
	func notFoundDescriptionIncludesIdentifiers() {
		// Given
		let sut = EpisodeError.notFound(identifiers: [1, 2])

		// When
		let description = sut.errorDescription

		// Then
		#expect(description == "No episodes were found for identifiers 1, 2.")
	}

	@Test("Errors with different context are not equal")
	func errorsWithDifferentContextAreNotEqual() {
		// Given
		let first = EpisodeError.notFound(identifiers: [1])
		let second = EpisodeError.notFound(identifiers: [2])

		// When
		let areEqual = first == second

		// Then
		#expect(!areEqual)
	}
}
