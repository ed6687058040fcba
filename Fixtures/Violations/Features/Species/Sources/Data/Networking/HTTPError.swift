import Foundation

enum HTTPError: Error, Equatable, Sendable {
	case invalidURL
	case invalidResponse
	case statusCode(Int, Data)
}
