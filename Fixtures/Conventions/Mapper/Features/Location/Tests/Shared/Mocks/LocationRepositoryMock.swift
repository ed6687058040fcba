@testable import ChallengeLocation

final class LocationRepositoryMock: LocationRepositoryContract, @unchecked Sendable {
    var locationResult: Result<Location, LocationError> = .failure(.loadFailed)
    var pageResult: Result<LocationsPage, LocationError> = .failure(.loadFailed)
    private(set) var getLocationCallCount = 0
    private(set) var getLocationsPageCallCount = 0
    private(set) var lastRequestedIdentifier: Int?
    private(set) var lastRequestedPage: Int?
    private(set) var lastCachePolicy: CachePolicy?

    func getLocation(identifier: Int, cachePolicy: CachePolicy) async throws(LocationError) -> Location {
        getLocationCallCount += 1
        lastRequestedIdentifier = identifier
        lastCachePolicy = cachePolicy
        return try locationResult.get()
    }

    func getLocationsPage(page: Int, cachePolicy: CachePolicy) async throws(LocationError) -> LocationsPage {
        getLocationsPageCallCount += 1
        lastRequestedPage = page
        lastCachePolicy = cachePolicy
        return try pageResult.get()
    }
}
