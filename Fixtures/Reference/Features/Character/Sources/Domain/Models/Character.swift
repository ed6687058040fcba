import Foundation

struct Character: Equatable, Sendable {
	let id: Int
	let name: String
	let status: CharacterStatus
	let species: String
	let imageURL: URL?
	let episodeIdentifiers: [Int]

	// MARK: - Computed Properties

	var isAlive: Bool {
		status == .alive
	}

	var episodeCount: Int {
		episodeIdentifiers.count
	}

	// MARK: - Business Rules

	/// A character is recurring when it appears in more than one episode.
	func isRecurring() -> Bool {
		episodeCount > 1
	}

	func appears(inEpisode identifier: Int) -> Bool {
		episodeIdentifiers.contains(identifier)
	}
}
