struct CreateEpisodeRequestDTO: Encodable, Sendable, Equatable {
	let name: String
	let status: String
}
