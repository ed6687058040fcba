import AppCore

struct EpisodesPageRepository: EpisodesPageRepositoryContract {
	private let remoteDataSource: any EpisodeRemoteDataSourceContract
	private let memoryDataSource: any EpisodeLocalDataSourceContract
	private let mapper = EpisodesPageMapper()

	init(
		remoteDataSource: any EpisodeRemoteDataSourceContract,
		memoryDataSource: any EpisodeLocalDataSourceContract
	) {
		self.remoteDataSource = remoteDataSource
		self.memoryDataSource = memoryDataSource
	}

	func getEpisodesPage(page: Int, cachePolicy: CachePolicy) async throws(EpisodeError) -> EpisodesPage {
		do {
			let dto = try await cachePolicy.fetch(
				fromRemote: { try await remoteDataSource.fetchEpisodes(page: page, name: nil, status: nil) },
				fromCache: { await memoryDataSource.getPage(page) },
				saveToCache: { await memoryDataSource.savePage($0, page: page) }
			)
			return mapper.map(dto)
		} catch {
			throw .loadFailed(description: String(describing: error))
		}
	}

	func searchEpisodesPage(page: Int, filter: EpisodeFilter) async throws(EpisodeError) -> EpisodesPage {
		do {
			let dto = try await remoteDataSource.fetchEpisodes(page: page, name: filter.name, status: filter.status?.rawValue)
			return mapper.map(dto)
		} catch {
			throw .loadFailed(description: String(describing: error))
		}
	}
}
