enum CharacterStatus: String, Equatable, Sendable, CaseIterable {
	case alive = "Alive"
	case dead = "Dead"
	case unknown = "unknown"
}
