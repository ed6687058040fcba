enum CharacterDetailViewState: Equatable, Sendable {
	case idle
	case loading
	case loaded(Character)
	case error(CharacterError)
}
