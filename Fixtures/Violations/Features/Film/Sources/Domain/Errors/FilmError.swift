import Foundation

enum FilmError: Error, Sendable { // expect: domain-error-conformance
	case loadFailed
	case notFound(identifier: Int)
	case invalidPage(page: Int)
}
