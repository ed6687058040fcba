import Foundation
import Testing

@testable import ReferenceEpisode

struct EpisodeRemoteDataSourceTests {
	@Test("Fetching several episodes requests them in one call and decodes an array")
	func fetchesSeveralEpisodes() async throws {
		// Given
		let httpClientMock = HTTPClientMock()
		httpClientMock.result = .success(Data(Self.twoEpisodesJSON.utf8))
		let sut = EpisodeRemoteDataSource(httpClient: httpClientMock)

		// When
		let value = try await sut.fetchEpisodes(identifiers: [1, 2])

		// Then
		#expect(httpClientMock.lastRequest == HTTPRequest(path: "/episode/1,2"))
		#expect(value.map(\.id) == [1, 2])
		#expect(value.first?.airDate == "December 2, 2013")
	}

	@Test("Fetching a single episode decodes the object the API returns")
	func fetchesSingleEpisode() async throws {
		// Given
		let httpClientMock = HTTPClientMock()
		httpClientMock.result = .success(Data(Self.singleEpisodeJSON.utf8))
		let sut = EpisodeRemoteDataSource(httpClient: httpClientMock)

		// When
		let value = try await sut.fetchEpisodes(identifiers: [1])

		// Then
		#expect(httpClientMock.lastRequest == HTTPRequest(path: "/episode/1"))
		#expect(value == [.stub(id: 1, characters: ["https://rickandmortyapi.com/api/character/1"])])
	}

	@Test("HTTP errors are propagated")
	func propagatesHTTPError() async throws {
		// Given
		let httpClientMock = HTTPClientMock()
		httpClientMock.result = .failure(.statusCode(404, Data()))
		let sut = EpisodeRemoteDataSource(httpClient: httpClientMock)

		// When / Then
		await #expect(throws: HTTPError.statusCode(404, Data())) {
			_ = try await sut.fetchEpisodes(identifiers: [1])
		}
	}
}

private extension EpisodeRemoteDataSourceTests {
	static let singleEpisodeJSON = """
		{
			"id": 1,
			"name": "Pilot",
			"air_date": "December 2, 2013",
			"episode": "S01E01",
			"characters": ["https://rickandmortyapi.com/api/character/1"],
			"url": "https://rickandmortyapi.com/api/episode/1",
			"created": "2017-11-10T12:56:33.798Z"
		}
		"""

	static let twoEpisodesJSON = """
		[
			{"id": 1, "name": "Pilot", "air_date": "December 2, 2013", "episode": "S01E01", "characters": []},
			{"id": 2, "name": "Lawnmower Dog", "air_date": "December 9, 2013", "episode": "S01E02", "characters": []}
		]
		"""
}
