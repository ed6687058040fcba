import Foundation

@testable import ReferenceEpisode

final class EpisodeMemoryDataSourceMock: EpisodeMemoryDataSourceContract, @unchecked Sendable {
	var episodesToReturn: [EpisodeDTO] = []
	private(set) var getEpisodesCallCount = 0
	private(set) var saveEpisodesCallCount = 0
	private(set) var lastSavedEpisodes: [EpisodeDTO]?

	func getEpisodes(identifiers: [Int]) async -> [EpisodeDTO] {
		getEpisodesCallCount += 1
		return episodesToReturn.filter { identifiers.contains($0.id) }
	}

	func saveEpisodes(_ episodes: [EpisodeDTO]) async {
		saveEpisodesCallCount += 1
		lastSavedEpisodes = episodes
	}
}
