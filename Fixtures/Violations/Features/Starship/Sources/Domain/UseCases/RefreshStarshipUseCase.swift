import ChallengeCore

protocol RefreshStarshipUseCaseContract { // expect: contract-sendable, usecase-has-tests
    func execute(identifier: Int) async throws(StarshipError) -> Starship
}

struct RefreshStarshipUseCase: RefreshStarshipUseCaseContract {
    private let repository: StarshipRepository

    init(repository: StarshipRepository) {
        self.repository = repository
    }

    func execute(identifier: Int) async throws(StarshipError) -> Starship {
        try await repository.getStarship(identifier: identifier, cachePolicy: .remoteFirst)
    }
}
