struct EpisodeDTO: Decodable, Sendable, Equatable {
	let id: Int
	let name: String
	let status: String
	let characters: [Int]
}
