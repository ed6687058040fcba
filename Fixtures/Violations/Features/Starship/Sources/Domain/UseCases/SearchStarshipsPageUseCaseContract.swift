protocol SearchStarshipsPageUseCaseContract: Sendable { // expect: usecase-naming
    func execute(page: Int, query: String) async throws(StarshipError) -> StarshipsPage
}
