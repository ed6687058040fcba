import AppCore
import AppNetworking
import Foundation
import Testing

@testable import AppEpisode

struct EpisodeRepositoryTests {
	private let remoteDataSourceMock = EpisodeRemoteDataSourceMock()
	private let memoryDataSourceMock = EpisodeMemoryDataSourceMock()
	private let sut: EpisodeRepository

	init() {
		sut = EpisodeRepository(remoteDataSource: remoteDataSourceMock, memoryDataSource: memoryDataSourceMock)
	}

	@Test("Local first returns the cached episode without calling remote")
	func localFirstReturnsCachedEpisode() async throws {
		// Given
		await memoryDataSourceMock.setEpisodeToReturn(.stub(id: 3))

		// When
		let value = try await sut.getEpisode(identifier: 3, cachePolicy: .localFirst)

		// Then
		#expect(value == .stub(id: 3))
		#expect(remoteDataSourceMock.fetchEpisodeCallCount == 0)
	}

	@Test("HTTP 404 maps to notFound with the requested identifier")
	func notFoundStatusMapsToNotFound() async throws {
		// Given
		remoteDataSourceMock.episodeResult = .failure(HTTPError.statusCode(404, Data()))

		// When / Then
		await #expect(throws: EpisodeError.notFound(identifier: 42)) {
			_ = try await sut.getEpisode(identifier: 42, cachePolicy: .noCache)
		}
	}
}
