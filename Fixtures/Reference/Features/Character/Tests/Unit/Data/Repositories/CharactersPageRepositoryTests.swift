import Foundation
import Testing

@testable import ReferenceCharacter

struct CharactersPageRepositoryTests {
	private let remoteDataSourceMock = CharacterRemoteDataSourceMock()
	private let memoryDataSourceMock = CharacterMemoryDataSourceMock()
	private let sut: CharactersPageRepository

	init() {
		sut = CharactersPageRepository(remoteDataSource: remoteDataSourceMock, memoryDataSource: memoryDataSourceMock)
	}

	// MARK: - Local First

	@Test("Local first returns cached page without calling remote")
	func localFirstCacheHitDoesNotCallRemote() async throws {
		// Given
		memoryDataSourceMock.pageToReturn = .stub()

		// When
		let value = try await sut.getCharactersPage(page: 1, cachePolicy: .localFirst)

		// Then
		#expect(value == .stub())
		#expect(remoteDataSourceMock.fetchCharactersCallCount == 0)
	}

	@Test("Local first fetches from remote and saves to cache on a cache miss")
	func localFirstCacheMissFetchesRemoteAndSaves() async throws {
		// Given
		remoteDataSourceMock.charactersResult = .success(.stub())

		// When
		let value = try await sut.getCharactersPage(page: 2, cachePolicy: .localFirst)

		// Then
		#expect(value == .stub(currentPage: 2))
		#expect(remoteDataSourceMock.lastRequestedPage == 2)
		#expect(memoryDataSourceMock.savePageCallCount == 1)
		#expect(memoryDataSourceMock.lastSavedResponse == .stub())
		#expect(memoryDataSourceMock.lastSavedPage == 2)
	}

	// MARK: - Remote First

	@Test("Remote first fetches from remote and saves to cache")
	func remoteFirstFetchesRemoteAndSaves() async throws {
		// Given
		memoryDataSourceMock.pageToReturn = .stub(results: [])
		remoteDataSourceMock.charactersResult = .success(.stub())

		// When
		let value = try await sut.getCharactersPage(page: 1, cachePolicy: .remoteFirst)

		// Then
		#expect(value == .stub())
		#expect(remoteDataSourceMock.fetchCharactersCallCount == 1)
		#expect(memoryDataSourceMock.savePageCallCount == 1)
		#expect(memoryDataSourceMock.getPageCallCount == 0)
	}

	@Test("Remote first falls back to cache when remote fails")
	func remoteFirstFallsBackToCache() async throws {
		// Given
		memoryDataSourceMock.pageToReturn = .stub(results: [.stub(id: 8)])
		remoteDataSourceMock.charactersResult = .failure(HTTPError.invalidResponse)

		// When
		let value = try await sut.getCharactersPage(page: 1, cachePolicy: .remoteFirst)

		// Then
		#expect(value == .stub(characters: [.stub(id: 8)]))
	}

	@Test("Remote first propagates the mapped error when remote fails and cache is empty")
	func remoteFirstPropagatesErrorWithoutCache() async throws {
		// Given
		remoteDataSourceMock.charactersResult = .failure(HTTPError.invalidResponse)

		// When / Then
		await #expect(throws: CharacterError.loadFailed) {
			_ = try await sut.getCharactersPage(page: 1, cachePolicy: .remoteFirst)
		}
	}

	// MARK: - None

	@Test("None fetches from remote without any cache interaction")
	func noneDoesNotTouchCache() async throws {
		// Given
		remoteDataSourceMock.charactersResult = .success(.stub())

		// When
		let value = try await sut.getCharactersPage(page: 1, cachePolicy: .none)

		// Then
		#expect(value == .stub())
		#expect(memoryDataSourceMock.totalCallCount == 0)
	}

	// MARK: - Search

	@Test("Search always calls remote with the filter and never touches the cache")
	func searchCallsRemoteWithoutCache() async throws {
		// Given
		memoryDataSourceMock.pageToReturn = .stub()
		remoteDataSourceMock.searchResult = .success(.stub(results: [.stub(id: 2)]))

		// When
		let value = try await sut.searchCharactersPage(page: 3, filter: .stub(name: "Morty", status: .dead))

		// Then
		#expect(value == .stub(characters: [.stub(id: 2)], currentPage: 3))
		#expect(remoteDataSourceMock.searchCharactersCallCount == 1)
		#expect(remoteDataSourceMock.lastRequestedPage == 3)
		#expect(remoteDataSourceMock.lastSearchedName == "Morty")
		#expect(remoteDataSourceMock.lastSearchedStatus == "Dead")
		#expect(memoryDataSourceMock.totalCallCount == 0)
	}

	@Test("Search maps remote errors to domain errors")
	func searchMapsErrors() async throws {
		// Given
		remoteDataSourceMock.searchResult = .failure(HTTPError.statusCode(500, Data()))

		// When / Then
		await #expect(throws: CharacterError.loadFailed) {
			_ = try await sut.searchCharactersPage(page: 1, filter: .stub())
		}
	}

	// MARK: - Error Mapping

	@Test("HTTP 404 maps to invalidPage with the requested page")
	func notFoundStatusMapsToInvalidPage() async throws {
		// Given
		remoteDataSourceMock.charactersResult = .failure(HTTPError.statusCode(404, Data()))

		// When / Then
		await #expect(throws: CharacterError.invalidPage(page: 99)) {
			_ = try await sut.getCharactersPage(page: 99, cachePolicy: .none)
		}
	}

	@Test("Other HTTP status codes map to loadFailed")
	func otherStatusMapsToLoadFailed() async throws {
		// Given
		remoteDataSourceMock.charactersResult = .failure(HTTPError.statusCode(503, Data()))

		// When / Then
		await #expect(throws: CharacterError.loadFailed) {
			_ = try await sut.getCharactersPage(page: 1, cachePolicy: .none)
		}
	}

	// MARK: - DTO to Domain Mapping

	@Test("Maps pagination info and the requested page to the domain page")
	func mapsPaginationInfo() async throws {
		// Given
		remoteDataSourceMock.charactersResult = .success(.stub(info: .stub(count: 20, pages: 1, next: nil)))

		// When
		let value = try await sut.getCharactersPage(page: 1, cachePolicy: .none)

		// Then
		#expect(value.totalCount == 20)
		#expect(value.totalPages == 1)
		#expect(value.currentPage == 1)
		#expect(!value.hasNextPage)
	}
}
