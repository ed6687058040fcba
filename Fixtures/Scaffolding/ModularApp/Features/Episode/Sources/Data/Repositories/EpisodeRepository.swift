import AppCore
import AppNetworking

struct EpisodeRepository: EpisodeRepositoryContract {
	private let remoteDataSource: any EpisodeRemoteDataSourceContract
	private let memoryDataSource: any EpisodeLocalDataSourceContract
	private let mapper = EpisodeMapper()

	init(
		remoteDataSource: any EpisodeRemoteDataSourceContract,
		memoryDataSource: any EpisodeLocalDataSourceContract
	) {
		self.remoteDataSource = remoteDataSource
		self.memoryDataSource = memoryDataSource
	}

	func getEpisode(identifier: Int, cachePolicy: CachePolicy) async throws(EpisodeError) -> Episode {
		do {
			let dto = try await cachePolicy.fetch(
				fromRemote: { try await remoteDataSource.fetchEpisode(identifier: identifier) },
				fromCache: { await memoryDataSource.getEpisode(identifier: identifier) },
				saveToCache: { await memoryDataSource.saveEpisode($0) }
			)
			return mapper.map(dto)
		} catch let error as HTTPError {
			throw mapHTTPError(error, identifier: identifier)
		} catch {
			throw .loadFailed(description: String(describing: error))
		}
	}

	func createEpisode(name: String, status: EpisodeStatus) async throws(EpisodeError) -> Episode {
		do {
			let dto = try await remoteDataSource.createEpisode(CreateEpisodeRequestDTO(name: name, status: status.rawValue))
			await memoryDataSource.saveEpisode(dto)
			return mapper.map(dto)
		} catch {
			throw .loadFailed(description: String(describing: error))
		}
	}
}

// MARK: - Error Mapping

private extension EpisodeRepository {
	func mapHTTPError(_ error: HTTPError, identifier: Int) -> EpisodeError {
		switch error {
		case .statusCode(404, _):
			.notFound(identifier: identifier)
		case .invalidURL, .invalidResponse, .statusCode:
			.loadFailed(description: String(describing: error))
		}
	}
}
