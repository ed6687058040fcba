public protocol SpeciesRepositoryContract: Sendable { // expect: contract-not-public
	func getSpeciesPage(page: Int, cachePolicy: CachePolicy) async throws(SpeciesError) -> SpeciesPage
	func createSpecies(name: String, averageLifespan: Int) async throws(SpeciesError) -> Species
}

public struct SpeciesPage: Equatable, Sendable { // expect: layer-location
	public let species: [Species]
	public let currentPage: Int
	public let hasNextPage: Bool
}

public enum CachePolicy: Sendable { // expect: layer-location
	case localFirst
	case remoteFirst
	case none
}

// MARK: - Convenience

public extension SpeciesRepositoryContract { // expect: contract-not-public
	func getSpeciesPage(page: Int) async throws(SpeciesError) -> SpeciesPage {
		try await getSpeciesPage(page: page, cachePolicy: .localFirst)
	}
}
