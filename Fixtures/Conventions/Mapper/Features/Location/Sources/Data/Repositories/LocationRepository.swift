import ChallengeNetworking

struct LocationRepository: LocationRepositoryContract {
    private let remoteDataSource: LocationRemoteDataSourceContract
    private let memoryDataSource: LocationMemoryDataSourceContract

    init(
        remoteDataSource: LocationRemoteDataSourceContract,
        memoryDataSource: LocationMemoryDataSourceContract
    ) {
        self.remoteDataSource = remoteDataSource
        self.memoryDataSource = memoryDataSource
    }

    func getLocation(identifier: Int, cachePolicy: CachePolicy) async throws(LocationError) -> Location {
        if cachePolicy == .localFirst, let cached = await memoryDataSource.getLocation(identifier: identifier) {
            return cached
        }
        let dto = try await fetchLocationFromRemote(identifier: identifier)
        await memoryDataSource.saveLocation(dto)
        return LocationMapper.toDomain(dto)
    }

    func getLocationsPage(page: Int, cachePolicy: CachePolicy) async throws(LocationError) -> LocationsPage {
        do {
            return try await remoteDataSource.fetchLocations(page: page).toDomain(page: page)
        } catch HTTPError.statusCode(404, _) {
            throw .invalidPage(page: page)
        } catch {
            throw .loadFailed
        }
    }
}

// MARK: - Remote Fetch Helpers

private extension LocationRepository {
    func fetchLocationFromRemote(identifier: Int) async throws(LocationError) -> LocationDTO {
        do {
            return try await remoteDataSource.fetchLocation(identifier: identifier)
        } catch HTTPError.statusCode(404, _) {
            throw .notFound(id: identifier)
        } catch {
            throw .loadFailed
        }
    }
}

// MARK: - DTO to Domain Mapping

private extension LocationsResponseDTO {
    func toDomain(page: Int) -> LocationsPage { // expect: dto-mapping
        LocationsPage(locations: results.map(LocationMapper.toDomain), currentPage: page, totalPages: info.pages)
    }
}
