protocol CharactersPageRepositoryContract: Sendable {
	func getCharactersPage(page: Int, cachePolicy: CachePolicy) async throws(CharacterError) -> CharactersPage
	func searchCharactersPage(page: Int, filter: CharacterFilter) async throws(CharacterError) -> CharactersPage
}
