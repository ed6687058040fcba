import Foundation

protocol SpeciesFavoritesRepositoryContract: Sendable {
	func isFavorite(identifier: Int) -> Bool
	func setFavorite(_ isFavorite: Bool, identifier: Int)
}

/// Favourites are a local list of identifiers in the user defaults.
final class SpeciesFavoritesRepository: SpeciesFavoritesRepositoryContract, @unchecked Sendable { // expect: layer-location
	private let defaults: UserDefaults
	private let key = "species.favorites"

	init(defaults: UserDefaults = .standard) {
		self.defaults = defaults
	}

	func isFavorite(identifier: Int) -> Bool {
		favorites.contains(identifier)
	}

	func setFavorite(_ isFavorite: Bool, identifier: Int) {
		var current = favorites
		if isFavorite {
			current.insert(identifier)
		} else {
			current.remove(identifier)
		}
		defaults.set(Array(current), forKey: key)
	}

	private var favorites: Set<Int> {
		Set(defaults.array(forKey: key) as? [Int] ?? [])
	}
}
