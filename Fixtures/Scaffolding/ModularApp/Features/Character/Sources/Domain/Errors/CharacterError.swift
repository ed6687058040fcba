import Foundation

public enum CharacterError: Error, Equatable, Sendable, LocalizedError {
	case loadFailed
	case notFound(identifier: Int)

	public var errorDescription: String? {
		switch self {
		case .loadFailed:
			"The characters could not be loaded."
		case .notFound(let identifier):
			"No character was found with identifier \(identifier)."
		}
	}
}
