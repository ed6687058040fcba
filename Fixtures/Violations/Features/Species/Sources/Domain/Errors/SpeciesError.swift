import Foundation

public enum SpeciesError: Error, Equatable, Sendable, LocalizedError {
	case loadFailed
	case notFound(id: Int)
	case invalidPage(page: Int)
	case saveFailed

	/// Maps the transport error once, here, so that every repository gets it right.
	init(httpError: HTTPError, identifier: Int) { // expect: domain-independent
		switch httpError {
		case .statusCode(404, _):
			self = .notFound(id: identifier)
		case .invalidURL, .invalidResponse, .statusCode:
			self = .loadFailed
		}
	}

	public var errorDescription: String? {
		switch self {
		case .loadFailed:
			return "speciesError.loadFailed".localized()
		case .notFound(let id):
			return "speciesError.notFound %lld".localized(id)
		case .invalidPage(let page):
			return "speciesError.invalidPage %lld".localized(page)
		case .saveFailed:
			return "speciesError.saveFailed".localized()
		}
	}
}
