struct EpisodesResponseDTO: Decodable, Sendable, Equatable {
	let results: [EpisodeDTO]
	let page: Int
	let pages: Int
}
