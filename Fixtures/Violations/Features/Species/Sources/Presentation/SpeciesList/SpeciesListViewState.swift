enum SpeciesListViewState: Equatable {
	case idle
	case loading
	case loaded(SpeciesPage)
	case error(SpeciesError)
}
