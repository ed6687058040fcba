import Foundation

@testable import ChallengeStarship

final class RefreshStarshipUseCaseMock: RefreshStarshipUseCaseContract, @unchecked Sendable {
    var result: Result<Starship, StarshipError> = .success( // expect: mock-default-failure
        Starship(
            id: 9,
            name: "Death Star",
            model: "DS-1 Orbital Battle Station",
            starshipClass: "Deep Space Mobile Battlestation",
            crew: 342_953,
            passengers: 843_342,
            hyperdriveRating: 4.0
        )
    )
    private(set) var executeCallCount = 0
    private(set) var lastRequestedIdentifier: Int?

    func execute(identifier: Int) async throws(StarshipError) -> Starship {
        executeCallCount += 1
        lastRequestedIdentifier = identifier
        return try result.get()
    }
}
