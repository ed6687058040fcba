@testable import ChallengeLocation

final class GetLocationUseCaseMock: GetLocationUseCaseContract, @unchecked Sendable {
    var result: Result<Location, LocationError> = .failure(.loadFailed)
    private(set) var executeCallCount = 0
    private(set) var lastRequestedIdentifier: Int?

    @MainActor init() {}

    func execute(identifier: Int) async throws(LocationError) -> Location {
        executeCallCount += 1
        lastRequestedIdentifier = identifier
        return try result.get()
    }
}
