import Foundation
import Testing

@testable import ReferenceCharacter

struct CharacterRepositoryTests {
	private let remoteDataSourceMock = CharacterRemoteDataSourceMock()
	private let memoryDataSourceMock = CharacterMemoryDataSourceMock()
	private let sut: CharacterRepository

	init() {
		sut = CharacterRepository(remoteDataSource: remoteDataSourceMock, memoryDataSource: memoryDataSourceMock)
	}

	// MARK: - Local First

	@Test("Local first returns cached character without calling remote")
	func localFirstCacheHitDoesNotCallRemote() async throws {
		// Given
		memoryDataSourceMock.characterToReturn = .stub(id: 1)

		// When
		let value = try await sut.getCharacter(identifier: 1, cachePolicy: .localFirst)

		// Then
		#expect(value == .stub(id: 1))
		#expect(remoteDataSourceMock.fetchCharacterCallCount == 0)
	}

	@Test("Local first fetches from remote and saves to cache on a cache miss")
	func localFirstCacheMissFetchesRemoteAndSaves() async throws {
		// Given
		remoteDataSourceMock.characterResult = .success(.stub(id: 2))

		// When
		let value = try await sut.getCharacter(identifier: 2, cachePolicy: .localFirst)

		// Then
		#expect(value == .stub(id: 2))
		#expect(remoteDataSourceMock.fetchCharacterCallCount == 1)
		#expect(remoteDataSourceMock.lastRequestedIdentifier == 2)
		#expect(memoryDataSourceMock.saveCharacterCallCount == 1)
		#expect(memoryDataSourceMock.lastSavedCharacter == .stub(id: 2))
	}

	// MARK: - Remote First

	@Test("Remote first fetches from remote and saves to cache even when cached")
	func remoteFirstFetchesRemoteAndSaves() async throws {
		// Given
		memoryDataSourceMock.characterToReturn = .stub(name: "Stale Rick")
		remoteDataSourceMock.characterResult = .success(.stub())

		// When
		let value = try await sut.getCharacter(identifier: 1, cachePolicy: .remoteFirst)

		// Then
		#expect(value == .stub())
		#expect(remoteDataSourceMock.fetchCharacterCallCount == 1)
		#expect(memoryDataSourceMock.saveCharacterCallCount == 1)
		#expect(memoryDataSourceMock.getCharacterCallCount == 0)
	}

	@Test("Remote first falls back to cache when remote fails")
	func remoteFirstFallsBackToCache() async throws {
		// Given
		memoryDataSourceMock.characterToReturn = .stub(name: "Cached Rick")
		remoteDataSourceMock.characterResult = .failure(HTTPError.invalidResponse)

		// When
		let value = try await sut.getCharacter(identifier: 1, cachePolicy: .remoteFirst)

		// Then
		#expect(value == .stub(name: "Cached Rick"))
		#expect(memoryDataSourceMock.saveCharacterCallCount == 0)
	}

	@Test("Remote first propagates the mapped error when remote fails and cache is empty")
	func remoteFirstPropagatesErrorWithoutCache() async throws {
		// Given
		remoteDataSourceMock.characterResult = .failure(HTTPError.statusCode(404, Data()))

		// When / Then
		await #expect(throws: CharacterError.notFound(identifier: 5)) {
			_ = try await sut.getCharacter(identifier: 5, cachePolicy: .remoteFirst)
		}
	}

	// MARK: - None

	@Test("None fetches from remote without any cache interaction")
	func noneDoesNotTouchCache() async throws {
		// Given
		memoryDataSourceMock.characterToReturn = .stub(name: "Cached Rick")
		remoteDataSourceMock.characterResult = .success(.stub())

		// When
		let value = try await sut.getCharacter(identifier: 1, cachePolicy: .none)

		// Then
		#expect(value == .stub())
		#expect(remoteDataSourceMock.fetchCharacterCallCount == 1)
		#expect(memoryDataSourceMock.totalCallCount == 0)
	}

	// MARK: - Error Mapping

	@Test("HTTP 404 maps to notFound with the requested identifier")
	func notFoundStatusMapsToNotFound() async throws {
		// Given
		remoteDataSourceMock.characterResult = .failure(HTTPError.statusCode(404, Data()))

		// When / Then
		await #expect(throws: CharacterError.notFound(identifier: 42)) {
			_ = try await sut.getCharacter(identifier: 42, cachePolicy: .none)
		}
	}

	@Test("Other HTTP errors map to loadFailed", arguments: [
		HTTPError.statusCode(500, Data()),
		HTTPError.invalidResponse,
		HTTPError.invalidURL,
	])
	func otherHTTPErrorsMapToLoadFailed(error: HTTPError) async throws {
		// Given
		remoteDataSourceMock.characterResult = .failure(error)

		// When / Then
		await #expect(throws: CharacterError.loadFailed) {
			_ = try await sut.getCharacter(identifier: 1, cachePolicy: .none)
		}
	}

	@Test("Non-HTTP errors such as decoding failures map to loadFailed")
	func nonHTTPErrorMapsToLoadFailed() async throws {
		// Given
		remoteDataSourceMock.characterResult = .failure(CocoaError(.coderReadCorrupt))

		// When / Then
		await #expect(throws: CharacterError.loadFailed) {
			_ = try await sut.getCharacter(identifier: 1, cachePolicy: .none)
		}
	}

	// MARK: - DTO to Domain Mapping

	@Test("Maps the DTO to the domain model, parsing status, image and episode identifiers")
	func mapsDTOToDomain() async throws {
		// Given
		remoteDataSourceMock.characterResult = .success(.stub(
			id: 3,
			name: "Summer Smith",
			status: "Dead",
			species: "Human",
			image: "https://rickandmortyapi.com/api/character/avatar/3.jpeg",
			episode: ["https://rickandmortyapi.com/api/episode/6", "https://rickandmortyapi.com/api/episode/7"]
		))

		// When
		let value = try await sut.getCharacter(identifier: 3, cachePolicy: .none)

		// Then
		#expect(value == .stub(
			id: 3,
			name: "Summer Smith",
			status: .dead,
			species: "Human",
			imageURL: URL(string: "https://rickandmortyapi.com/api/character/avatar/3.jpeg"),
			episodeIdentifiers: [6, 7]
		))
	}

	@Test("Unrecognised status maps to unknown")
	func unrecognisedStatusMapsToUnknown() async throws {
		// Given
		remoteDataSourceMock.characterResult = .success(.stub(status: "Zombie"))

		// When
		let value = try await sut.getCharacter(identifier: 1, cachePolicy: .none)

		// Then
		#expect(value.status == .unknown)
	}

	// MARK: - Create

	@Test("Create sends the request body, saves the created character to cache and returns it")
	func createSendsBodyAndSaves() async throws {
		// Given
		remoteDataSourceMock.createResult = .success(.stub(id: 900, name: "Rick", status: "Alive"))

		// When
		let value = try await sut.createCharacter(name: "Rick", status: .alive)

		// Then
		#expect(value.id == 900)
		#expect(remoteDataSourceMock.lastCreateBody == CreateCharacterRequestDTO(name: "Rick", status: "Alive"))
		#expect(memoryDataSourceMock.lastSavedCharacter?.id == 900)
	}

	@Test("Create maps any remote error to createFailed and saves nothing")
	func createMapsErrorToCreateFailed() async throws {
		// Given
		remoteDataSourceMock.createResult = .failure(HTTPError.statusCode(500, Data()))

		// When / Then
		await #expect(throws: CharacterError.createFailed) {
			_ = try await sut.createCharacter(name: "Rick", status: .alive)
		}
		#expect(memoryDataSourceMock.saveCharacterCallCount == 0)
	}
}
