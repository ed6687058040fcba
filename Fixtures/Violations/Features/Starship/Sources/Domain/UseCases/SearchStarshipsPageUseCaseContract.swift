protocol SearchStarshipsPageUseCaseContract: Sendable {
    func execute(page: Int, query: String) async throws(StarshipError) -> StarshipsPage
}
