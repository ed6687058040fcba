import Foundation
import Testing

@testable import ReferenceCharacter
@testable import ReferenceEpisode

struct GetCharacterWithEpisodesUseCaseTests {
	@Test("Returns combined model from both repositories")
	func returnsCombinedModel() async throws {
		// Given
		let character = Character.stub(episodeIdentifiers: [1, 2])
		let episodes = [Episode.stub(id: 1), Episode.stub(id: 2, name: "Lawnmower Dog", code: "S01E02")]
		let characterRepositoryMock = CharacterRepositoryMock()
		characterRepositoryMock.result = .success(character)
		let episodeRepositoryMock = EpisodeRepositoryMock()
		episodeRepositoryMock.result = .success(episodes)
		let sut = GetCharacterWithEpisodesUseCase(
			characterRepository: characterRepositoryMock,
			episodeRepository: episodeRepositoryMock
		)

		// When
		let value = try await sut.execute(identifier: 1)

		// Then
		#expect(value == CharacterWithEpisodes(character: character, episodes: episodes))
	}

	@Test("Requests the character's episodes from both repositories with localFirst cache policy")
	func coordinatesRepositoriesWithLocalFirst() async throws {
		// Given
		let characterRepositoryMock = CharacterRepositoryMock()
		characterRepositoryMock.result = .success(.stub(id: 42, episodeIdentifiers: [3, 5]))
		let episodeRepositoryMock = EpisodeRepositoryMock()
		episodeRepositoryMock.result = .success([])
		let sut = GetCharacterWithEpisodesUseCase(
			characterRepository: characterRepositoryMock,
			episodeRepository: episodeRepositoryMock
		)

		// When
		_ = try await sut.execute(identifier: 42)

		// Then
		#expect(characterRepositoryMock.lastRequestedIdentifier == 42)
		#expect(characterRepositoryMock.lastCachePolicy == .localFirst)
		#expect(episodeRepositoryMock.getEpisodesCallCount == 1)
		#expect(episodeRepositoryMock.lastRequestedIdentifiers == [3, 5])
		#expect(episodeRepositoryMock.lastCachePolicy == .localFirst)
	}

	@Test("Propagates character repository error without requesting episodes")
	func propagatesCharacterRepositoryError() async throws {
		// Given
		let characterRepositoryMock = CharacterRepositoryMock()
		characterRepositoryMock.result = .failure(.notFound(identifier: 1))
		let episodeRepositoryMock = EpisodeRepositoryMock()
		let sut = GetCharacterWithEpisodesUseCase(
			characterRepository: characterRepositoryMock,
			episodeRepository: episodeRepositoryMock
		)

		// When / Then
		await #expect(throws: CharacterError.notFound(identifier: 1)) {
			_ = try await sut.execute(identifier: 1)
		}
		#expect(episodeRepositoryMock.getEpisodesCallCount == 0)
	}

	@Test("Maps episode notFound error to episodesNotFound with the character identifier")
	func mapsEpisodeNotFoundError() async throws {
		// Given
		let characterRepositoryMock = CharacterRepositoryMock()
		characterRepositoryMock.result = .success(.stub(id: 7))
		let episodeRepositoryMock = EpisodeRepositoryMock()
		episodeRepositoryMock.result = .failure(.notFound(identifiers: [1, 2]))
		let sut = GetCharacterWithEpisodesUseCase(
			characterRepository: characterRepositoryMock,
			episodeRepository: episodeRepositoryMock
		)

		// When / Then
		await #expect(throws: CharacterError.episodesNotFound(characterIdentifier: 7)) {
			_ = try await sut.execute(identifier: 7)
		}
	}

	@Test("Maps episode loadFailed error to loadFailed")
	func mapsEpisodeLoadFailedError() async throws {
		// Given
		let characterRepositoryMock = CharacterRepositoryMock()
		characterRepositoryMock.result = .success(.stub())
		let episodeRepositoryMock = EpisodeRepositoryMock()
		episodeRepositoryMock.result = .failure(.loadFailed)
		let sut = GetCharacterWithEpisodesUseCase(
			characterRepository: characterRepositoryMock,
			episodeRepository: episodeRepositoryMock
		)

		// When / Then
		await #expect(throws: CharacterError.loadFailed) {
			_ = try await sut.execute(identifier: 1)
		}
	}
}
