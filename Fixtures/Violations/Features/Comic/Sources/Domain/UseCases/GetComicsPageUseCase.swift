protocol GetComicsPageUseCaseContract: Sendable {
    func execute(page: Int) async throws(ComicError) -> ComicsPage
}

struct GetComicsPageUseCase: GetComicsPageUseCaseContract {
    private let repository: ComicRepositoryContract

    init(repository: ComicRepositoryContract) {
        self.repository = repository
    }

    func execute(page: Int) async throws(ComicError) -> ComicsPage {
        try await repository.getComicsPage(page: page, cachePolicy: .localFirst)
    }
}
