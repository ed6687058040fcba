import Testing

@testable import ReferenceEpisode

struct EpisodeTests {
	@Test("Season and episode numbers are parsed from the episode code")
	func parsesSeasonAndEpisodeNumbers() {
		// Given
		let sut = Episode.stub(code: "S03E07")

		// When
		let season = sut.seasonNumber
		let number = sut.numberInSeason

		// Then
		#expect(season == 3)
		#expect(number == 7)
	}

	@Test("Malformed episode code yields no season or episode number")
	func malformedCodeYieldsNil() {
		// Given
		let sut = Episode.stub(code: "special")

		// When
		let season = sut.seasonNumber
		let number = sut.numberInSeason

		// Then
		#expect(season == nil)
		#expect(number == nil)
	}

	@Test("Only the first episode of the first season is the pilot", arguments: [
		("S01E01", true),
		("S01E02", false),
		("S02E01", false),
	])
	func isPilot(code: String, expected: Bool) {
		// Given
		let sut = Episode.stub(code: code)

		// When
		let isPilot = sut.isPilot

		// Then
		#expect(isPilot == expected)
	}
}
