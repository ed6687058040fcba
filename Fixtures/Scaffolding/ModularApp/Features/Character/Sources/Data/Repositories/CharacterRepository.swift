import AppCore

struct CharacterRepository: CharacterRepositoryContract {
	private let remoteDataSource: any CharacterRemoteDataSourceContract
	private let memoryDataSource: any CharacterLocalDataSourceContract

	init(
		remoteDataSource: any CharacterRemoteDataSourceContract,
		memoryDataSource: any CharacterLocalDataSourceContract
	) {
		self.remoteDataSource = remoteDataSource
		self.memoryDataSource = memoryDataSource
	}

	func getCharacters(identifiers: [Int], cachePolicy: CachePolicy) async throws(CharacterError) -> [Character] {
		do {
			let dtos = try await cachePolicy.fetch(
				fromRemote: { try await remoteDataSource.fetchCharacters(identifiers: identifiers) },
				fromCache: { await memoryDataSource.getCharacters(identifiers: identifiers) },
				saveToCache: { await memoryDataSource.saveCharacters($0, identifiers: identifiers) }
			)
			return dtos.map { $0.toDomain() }
		} catch {
			throw .loadFailed
		}
	}
}

// MARK: - DTO to Domain Mapping

private extension CharacterDTO {
	func toDomain() -> Character {
		Character(id: id, name: name)
	}
}
