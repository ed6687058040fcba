struct EpisodeFilter: Equatable, Sendable {
	let name: String?
	let status: EpisodeStatus?

	/// A filter without a name and a status restricts nothing.
	var isEmpty: Bool {
		(name ?? "").isEmpty && status == nil
	}
}
