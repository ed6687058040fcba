protocol GetEpisodesPageUseCaseContract: Sendable {
	func execute(page: Int) async throws(EpisodeError) -> EpisodesPage
}

struct GetEpisodesPageUseCase: GetEpisodesPageUseCaseContract {
	private let repository: EpisodesPageRepositoryContract

	init(repository: EpisodesPageRepositoryContract) {
		self.repository = repository
	}

	func execute(page: Int) async throws(EpisodeError) -> EpisodesPage {
		try await repository.getEpisodesPage(page: page, cachePolicy: .localFirst)
	}
}
