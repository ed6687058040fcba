struct Episode: Equatable, Sendable {
	let id: Int
	let name: String
	let status: EpisodeStatus
	let characterIdentifiers: [Int]

	/// Business rule: an episode can be watched once it is released.
	var isWatchable: Bool {
		status == .released
	}
}
