protocol GetLocationsPageUseCaseContract: Sendable {
    func execute(page: Int) async throws(LocationError) -> LocationsPage
}

struct GetLocationsPageUseCase: GetLocationsPageUseCaseContract {
    private let repository: LocationRepositoryContract

    init(repository: LocationRepositoryContract) {
        self.repository = repository
    }

    func execute(page: Int) async throws(LocationError) -> LocationsPage {
        try await repository.getLocationsPage(page: page, cachePolicy: .localFirst)
    }
}
