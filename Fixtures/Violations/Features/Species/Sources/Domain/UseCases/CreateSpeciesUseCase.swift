enum CreateSpeciesError: Error, Equatable { // expect: layer-location
	case emptyName
	case invalidLifespan
	case saveFailed
}

protocol CreateSpeciesUseCaseContract: Sendable {
	func execute(name: String, averageLifespan: Int) async throws(CreateSpeciesError) -> Species
}

struct CreateSpeciesUseCase: CreateSpeciesUseCaseContract {
	private let repository: SpeciesRepositoryContract

	init(repository: SpeciesRepositoryContract) {
		self.repository = repository
	}

	func execute(name: String, averageLifespan: Int) async throws(CreateSpeciesError) -> Species {
		let trimmedName = name.trimmingCharacters(in: .whitespaces)
		guard !trimmedName.isEmpty else {
			throw .emptyName
		}
		guard averageLifespan > 0 else {
			throw .invalidLifespan
		}
		do {
			return try await repository.createSpecies(name: trimmedName, averageLifespan: averageLifespan)
		} catch {
			throw .saveFailed
		}
	}
}
