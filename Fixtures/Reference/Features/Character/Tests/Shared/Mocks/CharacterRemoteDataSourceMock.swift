import Foundation

@testable import ReferenceCharacter

final class CharacterRemoteDataSourceMock: CharacterRemoteDataSourceContract, @unchecked Sendable {
	var characterResult: Result<CharacterDTO, any Error> = .failure(HTTPError.invalidResponse)
	var charactersResult: Result<CharactersResponseDTO, any Error> = .failure(HTTPError.invalidResponse)
	var searchResult: Result<CharactersResponseDTO, any Error> = .failure(HTTPError.invalidResponse)
	var createResult: Result<CharacterDTO, any Error> = .failure(HTTPError.invalidResponse)
	private(set) var fetchCharacterCallCount = 0
	private(set) var fetchCharactersCallCount = 0
	private(set) var searchCharactersCallCount = 0
	private(set) var createCharacterCallCount = 0
	private(set) var lastRequestedIdentifier: Int?
	private(set) var lastRequestedPage: Int?
	private(set) var lastSearchedName: String?
	private(set) var lastSearchedStatus: String?
	private(set) var lastCreateBody: CreateCharacterRequestDTO?

	func fetchCharacter(identifier: Int) async throws -> CharacterDTO {
		fetchCharacterCallCount += 1
		lastRequestedIdentifier = identifier
		return try characterResult.get()
	}

	func fetchCharacters(page: Int) async throws -> CharactersResponseDTO {
		fetchCharactersCallCount += 1
		lastRequestedPage = page
		return try charactersResult.get()
	}

	func searchCharacters(page: Int, name: String?, status: String?) async throws -> CharactersResponseDTO {
		searchCharactersCallCount += 1
		lastRequestedPage = page
		lastSearchedName = name
		lastSearchedStatus = status
		return try searchResult.get()
	}

	func createCharacter(_ body: CreateCharacterRequestDTO) async throws -> CharacterDTO {
		createCharacterCallCount += 1
		lastCreateBody = body
		return try createResult.get()
	}
}
