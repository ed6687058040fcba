import Foundation

public enum SeasonError: Error, Equatable, Sendable, LocalizedError {
	case loadFailed(description: String = "")
	case notFound(identifier: Int)

	public var errorDescription: String? {
		switch self {
		case .loadFailed(let description):
			description.isEmpty ? "The seasons could not be loaded." : description
		case .notFound(let identifier):
			"Season \(identifier) was not found."
		}
	}
}
