import AppCore

struct EpisodeMapper: MapperContract {
	func map(_ input: EpisodeDTO) -> Episode {
		Episode(
			id: input.id,
			name: input.name,
			status: EpisodeStatus(rawValue: input.status) ?? .announced,
			characterIdentifiers: input.characters
		)
	}
}
