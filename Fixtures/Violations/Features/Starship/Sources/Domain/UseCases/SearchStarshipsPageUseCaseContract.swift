protocol SearchStarshipsPageUseCaseContract: Sendable { // expect: usecase-naming, usecase-has-mock
    func execute(page: Int, query: String) async throws(StarshipError) -> StarshipsPage
}
