import Observation

@Observable
@MainActor
final class SpeciesListViewModel {
	private(set) var state: SpeciesListViewState = .idle
	private(set) var favorites: Set<Int> = []

	private let getSpeciesPageUseCase: GetSpeciesPageUseCase // expect: viewmodel-uses-usecases
	private let favoritesRepository: SpeciesFavoritesRepositoryContract // expect: viewmodel-uses-usecases

	init(
		getSpeciesPageUseCase: GetSpeciesPageUseCase, // expect: viewmodel-uses-usecases
		favoritesRepository: SpeciesFavoritesRepositoryContract // expect: viewmodel-uses-usecases
	) {
		self.getSpeciesPageUseCase = getSpeciesPageUseCase
		self.favoritesRepository = favoritesRepository
	}

	func didAppear() async {
		state = .loading
		do {
			let page = try await getSpeciesPageUseCase.execute(page: 1)
			favorites = Set(page.species.map(\.id).filter { favoritesRepository.isFavorite(identifier: $0) })
			state = .loaded(page)
		} catch {
			state = .error(error)
		}
	}

	func didToggleFavorite(identifier: Int) {
		let isFavorite = !favorites.contains(identifier)
		favoritesRepository.setFavorite(isFavorite, identifier: identifier)
		if isFavorite {
			favorites.insert(identifier)
		} else {
			favorites.remove(identifier)
		}
	}
}
