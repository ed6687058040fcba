struct EpisodesPage: Equatable, Sendable {
	let episodes: [Episode]
	let currentPage: Int
	let totalPages: Int

	var hasNextPage: Bool {
		currentPage < totalPages
	}
}
