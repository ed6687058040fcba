import ChallengeResources
import Foundation

public enum PlanetError: Error, Equatable, Sendable, LocalizedError {
	case loadFailed(description: String = "")
	case notFound(id: Int)
	case invalidPage(page: Int)
	case invalidIdentifier(id: Int)

	public var errorDescription: String? {
		switch self {
		case .loadFailed:
			return "planetError.loadFailed".localized()
		case .notFound(let id):
			return "planetError.notFound %lld".localized(id)
		case .invalidPage(let page):
			return "planetError.invalidPage %lld".localized(page)
		case .invalidIdentifier(let id):
			return "planetError.invalidIdentifier %lld".localized(id)
		}
	}
}
