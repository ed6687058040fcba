enum CharacterListViewState: Equatable, Sendable {
	case idle
	case loading
	case loaded(CharactersPage)
	case empty
	case error(CharacterError)
}
