import AppCore

/// `package`, not `public`: the Episode feature coordinates characters through it, yet it stays out
/// of the app's public API (contracts are internal to the app; seeds 000 and 004).
package protocol CharacterRepositoryContract: Sendable {
	func getCharacters(identifiers: [Int], cachePolicy: CachePolicy) async throws(CharacterError) -> [Character]
}
