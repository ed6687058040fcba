import Foundation

public enum EpisodeError: Error, Equatable, Sendable, LocalizedError {
	case loadFailed
	case notFound(identifiers: [Int])

	public var errorDescription: String? {
		switch self {
		case .loadFailed:
			"The episodes could not be loaded."
		case .notFound(let identifiers):
			"No episodes were found for identifiers \(identifiers.map(String.init).joined(separator: ", "))."
		}
	}
}
