import Testing

@testable import ReferenceCharacter
@testable import ReferenceEpisode

struct CharacterWithEpisodesTests {
	@Test("First appearance is the episode with the lowest identifier")
	func firstAppearanceIsLowestIdentifier() {
		// Given
		let sut = CharacterWithEpisodes(
			character: .stub(episodeIdentifiers: [4, 2]),
			episodes: [.stub(id: 4, code: "S01E04"), .stub(id: 2, code: "S01E02")]
		)

		// When
		let firstAppearance = sut.firstAppearance

		// Then
		#expect(firstAppearance?.id == 2)
	}

	@Test("There is no first appearance without episodes")
	func noFirstAppearanceWithoutEpisodes() {
		// Given
		let sut = CharacterWithEpisodes(character: .stub(episodeIdentifiers: []), episodes: [])

		// When
		let firstAppearance = sut.firstAppearance

		// Then
		#expect(firstAppearance == nil)
	}
}
