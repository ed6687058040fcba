import Foundation

public enum EpisodeError: Error, Equatable, Sendable, LocalizedError {
	case loadFailed(description: String = "")
	case notFound(identifier: Int)
	case emptyName
	case invalidStatus

	public var errorDescription: String? {
		switch self {
		case .loadFailed(let description):
			description.isEmpty ? "The episodes could not be loaded." : description
		case .notFound(let identifier):
			"No episode was found with identifier \(identifier)."
		case .emptyName:
			"The name must not be empty."
		case .invalidStatus:
			"The status is not valid."
		}
	}
}
