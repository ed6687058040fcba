import Foundation
import Testing

@testable import ReferenceEpisode

struct EpisodeRepositoryTests {
	// MARK: - Local First

	@Test("Local first returns cached episodes without calling remote")
	func localFirstCacheHitDoesNotCallRemote() async throws {
		// Given
		let remoteMock = EpisodeRemoteDataSourceMock()
		let memoryMock = EpisodeMemoryDataSourceMock()
		memoryMock.episodesToReturn = [.stub(id: 1), .stub(id: 2, name: "Lawnmower Dog", episode: "S01E02")]
		let sut = EpisodeRepository(remoteDataSource: remoteMock, memoryDataSource: memoryMock)

		// When
		let value = try await sut.getEpisodes(identifiers: [1, 2], cachePolicy: .localFirst)

		// Then
		#expect(value == [.stub(id: 1), .stub(id: 2, name: "Lawnmower Dog", code: "S01E02")])
		#expect(remoteMock.fetchEpisodesCallCount == 0)
	}

	@Test("Local first fetches from remote and saves to cache on a cache miss")
	func localFirstCacheMissFetchesRemoteAndSaves() async throws {
		// Given
		let remoteMock = EpisodeRemoteDataSourceMock()
		remoteMock.result = .success([.stub(id: 1), .stub(id: 2)])
		let memoryMock = EpisodeMemoryDataSourceMock()
		memoryMock.episodesToReturn = [.stub(id: 1)]
		let sut = EpisodeRepository(remoteDataSource: remoteMock, memoryDataSource: memoryMock)

		// When
		let value = try await sut.getEpisodes(identifiers: [1, 2], cachePolicy: .localFirst)

		// Then
		#expect(value.map(\.id) == [1, 2])
		#expect(remoteMock.lastRequestedIdentifiers == [1, 2])
		#expect(memoryMock.saveEpisodesCallCount == 1)
		#expect(memoryMock.lastSavedEpisodes == [.stub(id: 1), .stub(id: 2)])
	}

	// MARK: - Remote First

	@Test("Remote first fetches from remote and saves to cache")
	func remoteFirstFetchesRemoteAndSaves() async throws {
		// Given
		let remoteMock = EpisodeRemoteDataSourceMock()
		remoteMock.result = .success([.stub(id: 1)])
		let memoryMock = EpisodeMemoryDataSourceMock()
		memoryMock.episodesToReturn = [.stub(id: 1, name: "Stale")]
		let sut = EpisodeRepository(remoteDataSource: remoteMock, memoryDataSource: memoryMock)

		// When
		let value = try await sut.getEpisodes(identifiers: [1], cachePolicy: .remoteFirst)

		// Then
		#expect(value == [.stub(id: 1)])
		#expect(remoteMock.fetchEpisodesCallCount == 1)
		#expect(memoryMock.saveEpisodesCallCount == 1)
	}

	@Test("Remote first falls back to cache when remote fails")
	func remoteFirstFallsBackToCache() async throws {
		// Given
		let remoteMock = EpisodeRemoteDataSourceMock()
		remoteMock.result = .failure(HTTPError.invalidResponse)
		let memoryMock = EpisodeMemoryDataSourceMock()
		memoryMock.episodesToReturn = [.stub(id: 1)]
		let sut = EpisodeRepository(remoteDataSource: remoteMock, memoryDataSource: memoryMock)

		// When
		let value = try await sut.getEpisodes(identifiers: [1], cachePolicy: .remoteFirst)

		// Then
		#expect(value == [.stub(id: 1)])
	}

	@Test("Remote first propagates the error when remote fails and cache is empty")
	func remoteFirstPropagatesErrorWithoutCache() async throws {
		// Given
		let remoteMock = EpisodeRemoteDataSourceMock()
		remoteMock.result = .failure(HTTPError.invalidResponse)
		let memoryMock = EpisodeMemoryDataSourceMock()
		let sut = EpisodeRepository(remoteDataSource: remoteMock, memoryDataSource: memoryMock)

		// When / Then
		await #expect(throws: EpisodeError.loadFailed) {
			_ = try await sut.getEpisodes(identifiers: [1], cachePolicy: .remoteFirst)
		}
	}

	// MARK: - None

	@Test("None fetches from remote without any cache interaction")
	func noneDoesNotTouchCache() async throws {
		// Given
		let remoteMock = EpisodeRemoteDataSourceMock()
		remoteMock.result = .success([.stub(id: 1)])
		let memoryMock = EpisodeMemoryDataSourceMock()
		let sut = EpisodeRepository(remoteDataSource: remoteMock, memoryDataSource: memoryMock)

		// When
		let value = try await sut.getEpisodes(identifiers: [1], cachePolicy: .none)

		// Then
		#expect(value == [.stub(id: 1)])
		#expect(memoryMock.getEpisodesCallCount == 0)
		#expect(memoryMock.saveEpisodesCallCount == 0)
	}

	// MARK: - Edge Cases

	@Test("Empty identifiers return no episodes without any data source call")
	func emptyIdentifiersReturnEmpty() async throws {
		// Given
		let remoteMock = EpisodeRemoteDataSourceMock()
		let memoryMock = EpisodeMemoryDataSourceMock()
		let sut = EpisodeRepository(remoteDataSource: remoteMock, memoryDataSource: memoryMock)

		// When
		let value = try await sut.getEpisodes(identifiers: [], cachePolicy: .localFirst)

		// Then
		#expect(value.isEmpty)
		#expect(remoteMock.fetchEpisodesCallCount == 0)
		#expect(memoryMock.getEpisodesCallCount == 0)
	}

	// MARK: - Error Mapping

	@Test("HTTP 404 maps to notFound with the requested identifiers")
	func notFoundStatusMapsToNotFound() async throws {
		// Given
		let remoteMock = EpisodeRemoteDataSourceMock()
		remoteMock.result = .failure(HTTPError.statusCode(404, Data()))
		let sut = EpisodeRepository(remoteDataSource: remoteMock, memoryDataSource: EpisodeMemoryDataSourceMock())

		// When / Then
		await #expect(throws: EpisodeError.notFound(identifiers: [7, 8])) {
			_ = try await sut.getEpisodes(identifiers: [7, 8], cachePolicy: .none)
		}
	}

	@Test("Other HTTP status codes map to loadFailed")
	func otherStatusMapsToLoadFailed() async throws {
		// Given
		let remoteMock = EpisodeRemoteDataSourceMock()
		remoteMock.result = .failure(HTTPError.statusCode(500, Data()))
		let sut = EpisodeRepository(remoteDataSource: remoteMock, memoryDataSource: EpisodeMemoryDataSourceMock())

		// When / Then
		await #expect(throws: EpisodeError.loadFailed) {
			_ = try await sut.getEpisodes(identifiers: [1], cachePolicy: .none)
		}
	}

	@Test("Non-HTTP errors such as decoding failures map to loadFailed")
	func nonHTTPErrorMapsToLoadFailed() async throws {
		// Given
		let remoteMock = EpisodeRemoteDataSourceMock()
		remoteMock.result = .failure(CocoaError(.coderReadCorrupt))
		let sut = EpisodeRepository(remoteDataSource: remoteMock, memoryDataSource: EpisodeMemoryDataSourceMock())

		// When / Then
		await #expect(throws: EpisodeError.loadFailed) {
			_ = try await sut.getEpisodes(identifiers: [1], cachePolicy: .none)
		}
	}
}
