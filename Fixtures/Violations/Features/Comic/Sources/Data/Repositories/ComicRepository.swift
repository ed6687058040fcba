import ChallengeNetworking
import Foundation

struct ComicRepository: ComicRepositoryContract {
    private let remoteDataSource: ComicRemoteDataSourceContract
    private let memoryDataSource: ComicMemoryDataSourceContract

    init(
        remoteDataSource: ComicRemoteDataSourceContract,
        memoryDataSource: ComicMemoryDataSourceContract
    ) {
        self.remoteDataSource = remoteDataSource
        self.memoryDataSource = memoryDataSource
    }

    func getComic(identifier: Int, cachePolicy: CachePolicy) async throws(ComicError) -> Comic {
        if cachePolicy == .localFirst, let cached = await memoryDataSource.getComic(identifier: identifier) {
            return cached
        }
        let dto = try await fetchComicFromRemote(identifier: identifier)
        await memoryDataSource.saveComic(dto)
        return dto.toDomain()
    }

    func getComicsPage(page: Int, cachePolicy: CachePolicy) async throws(ComicError) -> ComicsPage {
        do {
            return try await fetchPage(page: page).toDomain(page: page)
        } catch .statusCode(404, _) {
            throw .invalidPage(page: page)
        } catch {
            throw .loadFailed
        }
    }

    func prefetchComics(identifiers: [Int]) async throws { // expect: repository-maps-errors
        for identifier in identifiers {
            let dto = try await remoteDataSource.fetchComic(identifier: identifier)
            await memoryDataSource.saveComic(dto)
        }
    }

    func fetchPage(page: Int) async throws(HTTPError) -> ComicsResponseDTO { // expect: repository-maps-errors
        do {
            return try await remoteDataSource.fetchComics(page: page)
        } catch let error as HTTPError {
            throw error
        } catch {
            throw .invalidResponse
        }
    }
}

// MARK: - Remote Fetch Helpers

private extension ComicRepository {
    func fetchComicFromRemote(identifier: Int) async throws(ComicError) -> ComicDTO {
        do {
            return try await remoteDataSource.fetchComic(identifier: identifier)
        } catch HTTPError.statusCode(404, _) {
            throw .notFound(id: identifier)
        } catch {
            throw .loadFailed
        }
    }
}

// MARK: - DTO to Domain Mapping

extension ComicDTO {
    func toDomain() -> Comic { // expect: dto-mapping
        Comic(
            id: id,
            title: title,
            issueNumber: issueNumber,
            format: format,
            coverURL: URL(string: thumbnail.path + "." + thumbnail.fileExtension)
        )
    }
}
