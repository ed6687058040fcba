import Foundation

public enum CharacterError: Error, Equatable, Sendable, LocalizedError {
	case loadFailed
	case notFound(identifier: Int)
	case invalidPage(page: Int)
	case createFailed
	case episodesNotFound(characterIdentifier: Int)
	case emptyName
	case invalidStatus

	public var errorDescription: String? {
		switch self {
		case .loadFailed:
			"The characters could not be loaded."
		case .notFound(let identifier):
			"No character was found with identifier \(identifier)."
		case .invalidPage(let page):
			"Page \(page) does not exist."
		case .createFailed:
			"The character could not be created."
		case .episodesNotFound(let characterIdentifier):
			"The episodes of character \(characterIdentifier) could not be found."
		case .emptyName:
			"The name must not be empty."
		case .invalidStatus:
			"The status is not valid."
		}
	}
}
