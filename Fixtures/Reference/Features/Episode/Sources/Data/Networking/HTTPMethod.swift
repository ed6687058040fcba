enum HTTPMethod: String, Sendable {
	case get = "GET"
	case post = "POST"
}
