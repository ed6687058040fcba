import Foundation
import Testing

@testable import ChallengeSpecies

@MainActor
struct SpeciesListViewModelTests {
	@Test("Toggling a favourite stores it")
	func togglingFavoriteStoresIt() async {
		// Given
		let favoritesMock = SpeciesFavoritesRepositoryMock()
		let sut = SpeciesListViewModel(
			getSpeciesPageUseCase: GetSpeciesPageUseCase(repository: SpeciesRepositoryMock()),
			favoritesRepository: favoritesMock
		)

		// When
		sut.didToggleFavorite(identifier: 3)

		// Then
		#expect(favoritesMock.storedFavorites == [3])
		#expect(sut.favorites == [3])
	}
}

// Local to this test file: a private mock may stay next to its only user.
private final class SpeciesFavoritesRepositoryMock: SpeciesFavoritesRepositoryContract, @unchecked Sendable {
	private(set) var storedFavorites: Set<Int> = []

	func isFavorite(identifier: Int) -> Bool {
		storedFavorites.contains(identifier)
	}

	func setFavorite(_ isFavorite: Bool, identifier: Int) {
		if isFavorite {
			storedFavorites.insert(identifier)
		} else {
			storedFavorites.remove(identifier)
		}
	}
}
