/// An episode in which characters appear.
///
/// Public because the Character feature coordinates episodes in one of its use cases.
public struct Episode: Equatable, Sendable {
	public let id: Int
	public let name: String
	public let airDate: String
	public let code: String

	/// Season number parsed from the episode code (`S01E02` → 1).
	public var seasonNumber: Int? {
		parsedCode?.season
	}

	/// Episode number within its season (`S01E02` → 2).
	public var numberInSeason: Int? {
		parsedCode?.number
	}

	/// Business rule: the pilot is the first episode of the first season.
	public var isPilot: Bool {
		seasonNumber == 1 && numberInSeason == 1
	}
}

private extension Episode {
	var parsedCode: (season: Int, number: Int)? {
		let parts = code.dropFirst().split(separator: "E")
		guard code.hasPrefix("S"), parts.count == 2, let season = Int(parts[0]), let number = Int(parts[1]) else {
			return nil
		}
		return (season, number)
	}
}
