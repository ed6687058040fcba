@testable import AppEpisode

final class EpisodeRemoteDataSourceMock: EpisodeRemoteDataSourceContract, @unchecked Sendable {
	var episodeResult: Result<EpisodeDTO, any Error> = .failure(NotConfiguredError.notConfigured)
	var episodesResult: Result<EpisodesResponseDTO, any Error> = .failure(NotConfiguredError.notConfigured)
	var createResult: Result<EpisodeDTO, any Error> = .failure(NotConfiguredError.notConfigured)
	private(set) var fetchEpisodeCallCount = 0
	private(set) var lastFetchedIdentifier: Int?

	func fetchEpisode(identifier: Int) async throws -> EpisodeDTO {
		fetchEpisodeCallCount += 1
		lastFetchedIdentifier = identifier
		return try episodeResult.get()
	}

	func fetchEpisodes(page: Int, name: String?, status: String?) async throws -> EpisodesResponseDTO {
		try episodesResult.get()
	}

	func createEpisode(_ body: CreateEpisodeRequestDTO) async throws -> EpisodeDTO {
		try createResult.get()
	}
}

private enum NotConfiguredError: Error {
	case notConfigured
}
