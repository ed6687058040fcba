protocol CharacterRemoteDataSourceContract: Sendable {
	func fetchCharacters(identifiers: [Int]) async throws -> [CharacterDTO]
}
