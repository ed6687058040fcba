import ChallengeCore

protocol StarshipRepository: Sendable { // expect: contract-suffix
    func getStarship(identifier: Int, cachePolicy: CachePolicy) async throws(StarshipError) -> Starship
    func getStarshipsPage(page: Int, cachePolicy: CachePolicy) async throws(StarshipError) -> StarshipsPage
    func searchStarshipsPage(page: Int, query: String) async throws -> StarshipsPage // expect: typed-throws
}
