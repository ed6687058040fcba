protocol LocationRepositoryContract: Sendable {
    func getLocation(identifier: Int, cachePolicy: CachePolicy) async throws(LocationError) -> Location
    func getLocationsPage(page: Int, cachePolicy: CachePolicy) async throws(LocationError) -> LocationsPage
}
