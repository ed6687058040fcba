protocol GetComicUseCaseContract: Sendable {
    func execute(identifier: Int) async throws(ComicError) -> Comic
}

struct GetComicUseCase: GetComicUseCaseContract {
    private let repository: ComicRepositoryContract

    init(repository: ComicRepositoryContract) {
        self.repository = repository
    }

    func execute(identifier: Int) async throws(ComicError) -> Comic {
        try await repository.getComic(identifier: identifier, cachePolicy: .localFirst)
    }
}
