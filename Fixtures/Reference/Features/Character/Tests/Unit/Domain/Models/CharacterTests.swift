import Testing

@testable import ReferenceCharacter

struct CharacterTests {
	@Test("A character is alive only when its status is alive", arguments: [
		(CharacterStatus.alive, true),
		(CharacterStatus.dead, false),
		(CharacterStatus.unknown, false),
	])
	func isAlive(status: CharacterStatus, expected: Bool) {
		// Given
		let sut = Character.stub(status: status)

		// When
		let isAlive = sut.isAlive

		// Then
		#expect(isAlive == expected)
	}

	@Test("A character appearing in more than one episode is recurring")
	func isRecurringWithSeveralEpisodes() {
		// Given
		let sut = Character.stub(episodeIdentifiers: [1, 2, 3])

		// When
		let isRecurring = sut.isRecurring()

		// Then
		#expect(isRecurring)
		#expect(sut.episodeCount == 3)
	}

	@Test("A character appearing in a single episode is not recurring")
	func isNotRecurringWithOneEpisode() {
		// Given
		let sut = Character.stub(episodeIdentifiers: [1])

		// When
		let isRecurring = sut.isRecurring()

		// Then
		#expect(!isRecurring)
	}

	@Test("Appears in an episode only when the episode identifier is listed")
	func appearsInEpisode() {
		// Given
		let sut = Character.stub(episodeIdentifiers: [1, 5])

		// When
		let appearsInFive = sut.appears(inEpisode: 5)
		let appearsInTwo = sut.appears(inEpisode: 2)

		// Then
		#expect(appearsInFive)
		#expect(!appearsInTwo)
	}
}
