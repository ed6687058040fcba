import Testing

@testable import AppCharacter

struct CharacterRepositoryTests {
	@Test("Remote characters are mapped and saved to the cache")
	func remoteCharactersAreMappedAndSaved() async throws {
		// Given
		let remoteDataSourceMock = CharacterRemoteDataSourceMock()
		remoteDataSourceMock.result = .success([CharacterDTO(id: 1, name: "Rick")])
		let memoryDataSourceMock = CharacterMemoryDataSourceMock()
		let sut = CharacterRepository(remoteDataSource: remoteDataSourceMock, memoryDataSource: memoryDataSourceMock)

		// When
		let value = try await sut.getCharacters(identifiers: [1], cachePolicy: .localFirst)

		// Then
		#expect(value == [Character(id: 1, name: "Rick")])
		#expect(await memoryDataSourceMock.saveCharactersCallCount == 1)
	}
}
