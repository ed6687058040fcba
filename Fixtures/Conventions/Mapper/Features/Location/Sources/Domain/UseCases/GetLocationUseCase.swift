protocol GetLocationUseCaseContract: Sendable {
    func execute(identifier: Int) async throws(LocationError) -> Location
}

struct GetLocationUseCase: GetLocationUseCaseContract {
    private let repository: LocationRepositoryContract

    init(repository: LocationRepositoryContract) {
        self.repository = repository
    }

    func execute(identifier: Int) async throws(LocationError) -> Location {
        try await repository.getLocation(identifier: identifier, cachePolicy: .localFirst)
    }
}
