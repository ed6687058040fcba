protocol ComicMemoryDataSourceContract: Actor {
    func getComic(identifier: Int) -> Comic?
    func saveComic(_ dto: ComicDTO)
}

/// Keeps the mapped comics so a cache hit skips the mapping.
actor ComicMemoryDataSource: ComicMemoryDataSourceContract {
    private var comics: [Int: Comic] = [:]

    func getComic(identifier: Int) -> Comic? {
        comics[identifier]
    }

    func saveComic(_ dto: ComicDTO) {
        comics[dto.id] = dto.toDomain() // expect: dto-mapping
    }
}
