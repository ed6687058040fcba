import Foundation

protocol CharacterRemoteDataSourceContract: Sendable {
	func fetchCharacter(identifier: Int) async throws -> CharacterDTO
	func fetchCharacters(page: Int) async throws -> CharactersResponseDTO
	func searchCharacters(page: Int, name: String?, status: String?) async throws -> CharactersResponseDTO
	func createCharacter(_ body: CreateCharacterRequestDTO) async throws -> CharacterDTO
}

struct CharacterRemoteDataSource: CharacterRemoteDataSourceContract {
	private let httpClient: HTTPClientContract

	init(httpClient: HTTPClientContract) {
		self.httpClient = httpClient
	}

	func fetchCharacter(identifier: Int) async throws -> CharacterDTO {
		let request = HTTPRequest(path: "/character/\(identifier)")
		let data = try await httpClient.request(request)
		return try JSONDecoder().decode(CharacterDTO.self, from: data)
	}

	func fetchCharacters(page: Int) async throws -> CharactersResponseDTO {
		let request = HTTPRequest(path: "/character", queryItems: ["page": String(page)])
		let data = try await httpClient.request(request)
		return try JSONDecoder().decode(CharactersResponseDTO.self, from: data)
	}

	func searchCharacters(page: Int, name: String?, status: String?) async throws -> CharactersResponseDTO {
		var queryItems = ["page": String(page)]
		if let name {
			queryItems["name"] = name
		}
		if let status {
			queryItems["status"] = status
		}
		let request = HTTPRequest(path: "/character", queryItems: queryItems)
		let data = try await httpClient.request(request)
		return try JSONDecoder().decode(CharactersResponseDTO.self, from: data)
	}

	func createCharacter(_ body: CreateCharacterRequestDTO) async throws -> CharacterDTO {
		let request = HTTPRequest(method: .post, path: "/character", body: try JSONEncoder().encode(body))
		let data = try await httpClient.request(request)
		return try JSONDecoder().decode(CharacterDTO.self, from: data)
	}
}
