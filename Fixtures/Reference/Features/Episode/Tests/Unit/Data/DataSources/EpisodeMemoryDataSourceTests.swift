import Testing

@testable import ReferenceEpisode

struct EpisodeMemoryDataSourceTests {
	@Test("Returns nothing when the cache is empty")
	func returnsNothingWhenEmpty() async {
		// Given
		let sut = EpisodeMemoryDataSource()

		// When
		let value = await sut.getEpisodes(identifiers: [1])

		// Then
		#expect(value.isEmpty)
	}

	@Test("Returns only the saved episodes, in the requested order")
	func returnsSavedEpisodesInRequestedOrder() async {
		// Given
		let sut = EpisodeMemoryDataSource()
		await sut.saveEpisodes([.stub(id: 1), .stub(id: 2)])

		// When
		let value = await sut.getEpisodes(identifiers: [2, 3, 1])

		// Then
		#expect(value == [.stub(id: 2), .stub(id: 1)])
	}
}
