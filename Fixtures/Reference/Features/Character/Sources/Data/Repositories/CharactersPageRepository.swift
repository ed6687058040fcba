import Foundation

struct CharactersPageRepository: CharactersPageRepositoryContract {
	private let remoteDataSource: CharacterRemoteDataSourceContract
	private let memoryDataSource: CharacterMemoryDataSourceContract

	init(
		remoteDataSource: CharacterRemoteDataSourceContract,
		memoryDataSource: CharacterMemoryDataSourceContract
	) {
		self.remoteDataSource = remoteDataSource
		self.memoryDataSource = memoryDataSource
	}

	func getCharactersPage(page: Int, cachePolicy: CachePolicy) async throws(CharacterError) -> CharactersPage {
		switch cachePolicy {
		case .localFirst:
			try await getCharactersPageLocalFirst(page: page)
		case .remoteFirst:
			try await getCharactersPageRemoteFirst(page: page)
		case .none:
			try await getCharactersPageNoCache(page: page)
		}
	}

	/// Search results are never cached: always remote.
	func searchCharactersPage(page: Int, filter: CharacterFilter) async throws(CharacterError) -> CharactersPage {
		let dto = try await searchOnRemote(page: page, filter: filter)
		return dto.toDomain(page: page)
	}
}

// MARK: - Remote Fetch Helpers

private extension CharactersPageRepository {
	func fetchFromRemote(page: Int) async throws(CharacterError) -> CharactersResponseDTO {
		do {
			return try await remoteDataSource.fetchCharacters(page: page)
		} catch let error as HTTPError {
			throw mapHTTPError(error, page: page)
		} catch {
			throw .loadFailed
		}
	}

	func searchOnRemote(page: Int, filter: CharacterFilter) async throws(CharacterError) -> CharactersResponseDTO {
		do {
			return try await remoteDataSource.searchCharacters(
				page: page,
				name: filter.name,
				status: filter.status?.rawValue
			)
		} catch let error as HTTPError {
			throw mapHTTPError(error, page: page)
		} catch {
			throw .loadFailed
		}
	}
}

// MARK: - Cache Strategies

private extension CharactersPageRepository {
	func getCharactersPageLocalFirst(page: Int) async throws(CharacterError) -> CharactersPage {
		if let cached = await memoryDataSource.getPage(page) {
			return cached.toDomain(page: page)
		}
		let dto = try await fetchFromRemote(page: page)
		await memoryDataSource.savePage(dto, page: page)
		return dto.toDomain(page: page)
	}

	func getCharactersPageRemoteFirst(page: Int) async throws(CharacterError) -> CharactersPage {
		do {
			let dto = try await fetchFromRemote(page: page)
			await memoryDataSource.savePage(dto, page: page)
			return dto.toDomain(page: page)
		} catch {
			if let cached = await memoryDataSource.getPage(page) {
				return cached.toDomain(page: page)
			}
			throw error
		}
	}

	func getCharactersPageNoCache(page: Int) async throws(CharacterError) -> CharactersPage {
		let dto = try await fetchFromRemote(page: page)
		return dto.toDomain(page: page)
	}
}

// MARK: - Error Mapping

private extension CharactersPageRepository {
	func mapHTTPError(_ error: HTTPError, page: Int) -> CharacterError {
		switch error {
		case .statusCode(404, _):
			.invalidPage(page: page)
		case .invalidURL, .invalidResponse, .statusCode:
			.loadFailed
		}
	}
}

// MARK: - DTO to Domain Mapping

private extension CharactersResponseDTO {
	func toDomain(page: Int) -> CharactersPage {
		CharactersPage(
			characters: results.map { $0.toDomain() },
			currentPage: page,
			totalPages: info.pages,
			totalCount: info.count
		)
	}
}

private extension CharacterDTO {
	func toDomain() -> Character {
		Character(
			id: id,
			name: name,
			status: CharacterStatus(rawValue: status) ?? .unknown,
			species: species,
			imageURL: URL(string: image),
			episodeIdentifiers: episode.compactMap { URL(string: $0).flatMap { Int($0.lastPathComponent) } }
		)
	}
}
