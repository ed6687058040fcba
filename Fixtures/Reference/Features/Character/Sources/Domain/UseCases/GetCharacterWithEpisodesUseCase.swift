import ReferenceEpisode

protocol GetCharacterWithEpisodesUseCaseContract: Sendable {
	func execute(identifier: Int) async throws(CharacterError) -> CharacterWithEpisodes
}

struct GetCharacterWithEpisodesUseCase: GetCharacterWithEpisodesUseCaseContract {
	private let characterRepository: CharacterRepositoryContract
	private let episodeRepository: EpisodeRepositoryContract

	init(
		characterRepository: CharacterRepositoryContract,
		episodeRepository: EpisodeRepositoryContract
	) {
		self.characterRepository = characterRepository
		self.episodeRepository = episodeRepository
	}

	func execute(identifier: Int) async throws(CharacterError) -> CharacterWithEpisodes {
		let character = try await characterRepository.getCharacter(identifier: identifier, cachePolicy: .localFirst)

		do {
			let episodes = try await episodeRepository.getEpisodes(
				identifiers: character.episodeIdentifiers,
				cachePolicy: .localFirst
			)
			return CharacterWithEpisodes(character: character, episodes: episodes)
		} catch {
			throw mapEpisodeError(error, characterIdentifier: identifier)
		}
	}

	// MARK: - Error Mapping

	private func mapEpisodeError(_ error: EpisodeError, characterIdentifier: Int) -> CharacterError {
		switch error {
		case .notFound:
			.episodesNotFound(characterIdentifier: characterIdentifier)
		case .loadFailed:
			.loadFailed
		}
	}
}
