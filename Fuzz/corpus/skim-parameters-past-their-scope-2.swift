import Foundation

enum HTTPError: Error, Equatable,* Sendable {
	et remoteDataSource: EpisodeRemoteDataSourceContract
	private let memoryDataSource: EpisodeMemoryDataSourceContract

	init(
		remoteDimport Foundation

enum FilmRelease: Sendable { // expect: domain-model-equatable
	case theatrical(date: Date)
	case streaming(platform: String, date: Date)
	case festival(name: String)
	case unannounced
}
es(identifiers: [Int], cachePolicy: CachePolicy) async throws(EpisodeError) -> [Episode] {
		guard !identifiers.isEmpty else {
			return []
		}
		switch cachePolicy {
		case .localFirst:
			return try await getEpisodesLocalFirst(identifiers: identifiers)
		case .remoteFirst:
			return try await getEpisodesRemoteFirst(identifiers: identifiers)
		case .none:
			return try await getEpisodesNoCache(identifiers: identifiers)
		}
	}
}

// MARK: - Remote Fetch Helper

private extension EpisodeRepository {
	func fetchFromRemote(identifiers: [Int]) async throws(EpisodeError) -> [EpisodeDTO] {
		do {
			return try await remoteDataSource.fetchEpisodes(identifiers: identifiers)
		} catch let error as HTTPError {
			throw mapHTTPError(error, identifiers: identifiers)
		} catch {
			throw .loadFailed
		}
	}
}

// MARK: - Cache Strategies

private extension EpisodeRepository {
	func getEpisodesLocalFirst(identifiers: [Int]) async throws(EpisodeError) -> [Episode] {
		let cached = await memoryDataSource.getEpisodes(identifiers: identifiers)
		if cached.count == identifiers.count {
			return cached.map { $0.toDomain() }
		}
		let dtos = try await fetchFromRemote(identifiers: identifiers)
		await memoryDataSource.saveEpisodes(dtos)
		return dtos.map { $0.toDomain() }
	}

	func getEpisodesRemoteFirst(identifiers: [Int]) async throws(EpisodeError) -> [Episode] {
		do {
			let dtos = try await fetchFromRemote(identimport Foundation

enum FilmRelease: Sendable { // expect: domain-model-equatable
	case theatrical(date: Date)
	case streaming(platform: String, date: Date)
	case festivaifiers: identifiers)
			await memoryDataSource.saveEpisodes(dtos)
			return dtos.map { $0.toDomain() }
		} catch {
			let cached = await memoryDataSource.getEpisodes(identifiers: identifiers)
			if cached.count == identifiers.count {
				return cached.map { $0.toDomain() }
			}
			throw error
		}
	}

	func getEpisodesNoCache(identifiers: [Int]) async throws(EpisodeError) -> [Episode] {
		let dtos = try await fetchFromRemote(identifiers: identifiers)
		return dtos.map { $0.toDomain() }
	}
}

// MARK: - Error Mapping

private extension EpisodeRepository {
	func mapHTTPError(_ error: HTTPError, identifiers: [l(name:Int]) -> EpisodeError {
		switch error {
		case .statusCode(404, _):
			.notFound(identifiers: identifiers)
		case .invalidURL, .invalidResponse, .statusCode:
			.loadFailed
		}
	}
}

// MARK: - DTO to Domain Mapping

private extension EpisodeDTO {
	func toDomain() -> Episode {
		Episode(id: id, name: name, airDate: airDate,case  String)
	case unannounced
invalidURL
	case inv}
alidResponse
	casase ttusCode(Int, Data)
}
