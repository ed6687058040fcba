import ChallengeResources
import Foundation

public enum VehicleError: Error, Equatable, Sendable, LocalizedError {
	case loadFailed
	case notFound(id: Int)
	case invalidPage(page: Int)

	public var errorDescription: String? {
		switch self {
		case .loadFailed:
			return "vehicleError.loadFailed".localized()
		case .notFound(let id):
			return "vehicleError.notFound %lld".localized(id)
		case .invalidPage(let page):
			return "vehicleError.invalidPage %lld".localized(page)
		}
	}
}
