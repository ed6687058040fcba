protocol ComicRepositoryContract: Sendable {
    func getComic(identifier: Int, cachePolicy: CachePolicy) async throws(ComicError) -> Comic
    func getComicsPage(page: Int, cachePolicy: CachePolicy) async throws(ComicError) -> ComicsPage
}
