struct SpeciesRepository: SpeciesRepositoryContract {
	private let remoteDataSource: SpeciesRemoteDataSourceContract

	init(remoteDataSource: SpeciesRemoteDataSourceContract) {
		self.remoteDataSource = remoteDataSource
	}

	func getSpeciesPage(page: Int, cachePolicy: CachePolicy) async throws(SpeciesError) -> SpeciesPage {
		do {
			let response = try await remoteDataSource.fetchSpeciesPage(page: page)
			return SpeciesPage(species: response.results.map { $0.toDomain() }, currentPage: page, hasNextPage: response.next != nil)
		} catch HTTPError.statusCode(404, _) {
			throw .invalidPage(page: page)
		} catch {
			throw .loadFailed
		}
	}

	func createSpecies(name: String, averageLifespan: Int) async throws(SpeciesError) -> Species {
		do {
			return try await remoteDataSource.createSpecies(name: name, averageLifespan: averageLifespan).toDomain()
		} catch {
			throw .saveFailed
		}
	}
}

// MARK: - DTO to Domain Mapping

private extension SpeciesDTO {
	func toDomain() -> Species {
		Species(id: id, name: name, classification: classification, averageLifespan: Int(averageLifespan), language: language)
	}
}
