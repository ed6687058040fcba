import ChallengeCore
import ChallengeNetworking

struct StarshipRepositoryImpl: StarshipRepository {
    private let remoteDataSource: StarshipRemoteDataSourceContract
    private let memoryDataSource: StarshipMemoryDataSource

    init(remoteDataSource: StarshipRemoteDataSourceContract, memoryDataSource: StarshipMemoryDataSource) {
        self.remoteDataSource = remoteDataSource
        self.memoryDataSource = memoryDataSource
    }

    func getStarship(identifier: Int, cachePolicy: CachePolicy) async throws(StarshipError) -> Starship {
        switch cachePolicy {
        case .localFirst:
            if let cached = await memoryDataSource.getStarship(identifier: identifier) {
                return cached.toDomain()
            }
            return try await fetchAndCache(identifier: identifier)
        case .remoteFirst:
            do {
                return try await fetchAndCache(identifier: identifier)
            } catch {
                if let cached = await memoryDataSource.getStarship(identifier: identifier) {
                    return cached.toDomain()
                }
                throw error
            }
        case .none:
            return try await fetchStarship(identifier: identifier).toDomain()
        }
    }

    func getStarshipsPage(page: Int, cachePolicy: CachePolicy) async throws(StarshipError) -> StarshipsPage {
        let response = try await fetchPage(page: page, search: nil)
        return StarshipDTO.toDomain(response.results, page: page, hasNextPage: response.next != nil)
    }

    func searchStarshipsPage(page: Int, query: String) async throws -> StarshipsPage { // expect: repository-maps-errors
        let response = try await fetchPage(page: page, search: query)
        return StarshipDTO.toDomain(response.results, page: page, hasNextPage: response.next != nil)
    }
}

// MARK: - Remote Fetch Helpers

private extension StarshipRepositoryImpl {
    func fetchAndCache(identifier: Int) async throws(StarshipError) -> Starship {
        let dto = try await fetchStarship(identifier: identifier)
        await memoryDataSource.saveStarship(dto)
        return dto.toDomain()
    }

    func fetchStarship(identifier: Int) async throws(StarshipError) -> StarshipDTO {
        do {
            return try await remoteDataSource.fetchStarship(identifier: identifier)
        } catch HTTPError.statusCode(404, _) {
            throw .notFound(id: identifier)
        } catch {
            throw .loadFailed
        }
    }

    func fetchPage(page: Int, search: String?) async throws(StarshipError) -> StarshipsResponseDTO {
        do {
            return try await remoteDataSource.fetchStarships(page: page, search: search)
        } catch HTTPError.statusCode(404, _) {
            throw .invalidPage(page: page)
        } catch {
            throw .loadFailed
        }
    }
}
