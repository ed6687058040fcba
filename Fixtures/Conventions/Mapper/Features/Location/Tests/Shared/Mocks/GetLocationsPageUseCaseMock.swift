@testable import ChallengeLocation

final class GetLocationsPageUseCaseMock: GetLocationsPageUseCaseContract, @unchecked Sendable {
    var result: Result<LocationsPage, LocationError> = .failure(.loadFailed)
    private(set) var executeCallCount = 0
    private(set) var lastRequestedPage: Int?

    @MainActor init() {}

    func execute(page: Int) async throws(LocationError) -> LocationsPage {
        executeCallCount += 1
        lastRequestedPage = page
        return try result.get()
    }
}
