protocol CharacterRepositoryContract: Sendable {
	func getCharacter(identifier: Int, cachePolicy: CachePolicy) async throws(CharacterError) -> Character
	func createCharacter(name: String, status: CharacterStatus) async throws(CharacterError) -> Character
}
