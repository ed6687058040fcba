import ReferenceEpisode

struct CharacterWithEpisodes: Equatable, Sendable {
	let character: Character
	let episodes: [Episode]

	/// Business rule: the first appearance is the episode with the lowest identifier.
	var firstAppearance: Episode? {
		episodes.min { $0.id < $1.id }
	}
}
