import Foundation
import Testing

@testable import ReferenceCharacter

struct CharacterRemoteDataSourceTests {
	private let httpClientMock = HTTPClientMock()
	private let sut: CharacterRemoteDataSource

	init() {
		sut = CharacterRemoteDataSource(httpClient: httpClientMock)
	}

	@Test("Fetch character requests its path and decodes the JSON")
	func fetchCharacterDecodesJSON() async throws {
		// Given
		httpClientMock.result = .success(Data(Self.characterJSON.utf8))

		// When
		let value = try await sut.fetchCharacter(identifier: 1)

		// Then
		#expect(httpClientMock.lastRequest == HTTPRequest(path: "/character/1"))
		#expect(value == .stub(episode: ["https://rickandmortyapi.com/api/episode/1"]))
	}

	@Test("Fetch characters requests the page and decodes the paginated JSON")
	func fetchCharactersDecodesPage() async throws {
		// Given
		httpClientMock.result = .success(Data(Self.pageJSON.utf8))

		// When
		let value = try await sut.fetchCharacters(page: 2)

		// Then
		#expect(httpClientMock.lastRequest == HTTPRequest(path: "/character", queryItems: ["page": "2"]))
		#expect(value.info == .stub(count: 826, pages: 42, next: "https://rickandmortyapi.com/api/character?page=3", prev: "https://rickandmortyapi.com/api/character?page=1"))
		#expect(value.results.map(\.id) == [1])
	}

	@Test("Search sends only the filter values that are present")
	func searchSendsPresentFilterValues() async throws {
		// Given
		httpClientMock.result = .success(Data(Self.pageJSON.utf8))

		// When
		_ = try await sut.searchCharacters(page: 1, name: "Rick", status: nil)

		// Then
		#expect(httpClientMock.lastRequest == HTTPRequest(path: "/character", queryItems: ["page": "1", "name": "Rick"]))
	}

	@Test("Create posts the encoded body and decodes the created character")
	func createPostsBody() async throws {
		// Given
		httpClientMock.result = .success(Data(Self.characterJSON.utf8))

		// When
		let value = try await sut.createCharacter(CreateCharacterRequestDTO(name: "Rick", status: "Alive"))

		// Then
		let request = try #require(httpClientMock.lastRequest)
		let body = try JSONDecoder().decode([String: String].self, from: try #require(request.body))
		#expect(request.method == .post)
		#expect(request.path == "/character")
		#expect(body == ["name": "Rick", "status": "Alive"])
		#expect(value.id == 1)
	}

	@Test("HTTP errors are propagated")
	func propagatesHTTPError() async throws {
		// Given
		httpClientMock.result = .failure(.statusCode(404, Data()))

		// When / Then
		await #expect(throws: HTTPError.statusCode(404, Data())) {
			_ = try await sut.fetchCharacter(identifier: 1)
		}
	}

	@Test("Malformed JSON throws a decoding error")
	func malformedJSONThrowsDecodingError() async throws {
		// Given
		httpClientMock.result = .success(Data("{}".utf8))

		// When / Then
		await #expect(throws: DecodingError.self) {
			_ = try await sut.fetchCharacter(identifier: 1)
		}
	}
}

private extension CharacterRemoteDataSourceTests {
	static let characterJSON = """
		{
			"id": 1,
			"name": "Rick Sanchez",
			"status": "Alive",
			"species": "Human",
			"type": "",
			"gender": "Male",
			"image": "https://rickandmortyapi.com/api/character/avatar/1.jpeg",
			"episode": ["https://rickandmortyapi.com/api/episode/1"],
			"url": "https://rickandmortyapi.com/api/character/1",
			"created": "2017-11-04T18:48:46.250Z"
		}
		"""

	static let pageJSON = """
		{
			"info": {
				"count": 826,
				"pages": 42,
				"next": "https://rickandmortyapi.com/api/character?page=3",
				"prev": "https://rickandmortyapi.com/api/character?page=1"
			},
			"results": [\(characterJSON)]
		}
		"""
}
