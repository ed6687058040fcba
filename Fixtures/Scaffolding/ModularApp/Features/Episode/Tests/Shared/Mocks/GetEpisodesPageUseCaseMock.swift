@testable import AppEpisode

final class GetEpisodesPageUseCaseMock: GetEpisodesPageUseCaseContract, @unchecked Sendable {
	var result: Result<EpisodesPage, EpisodeError> = .failure(.loadFailed())
	private(set) var executeCallCount = 0
	private(set) var lastRequestedPage: Int?

	func execute(page: Int) async throws(EpisodeError) -> EpisodesPage {
		executeCallCount += 1
		lastRequestedPage = page
		return try result.get()
	}
}
