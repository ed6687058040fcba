enum EpisodeStatus: String, Equatable, Sendable, CaseIterable {
	case released = "Released"
	case announced = "Announced"
}
