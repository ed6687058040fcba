/// HTTP methods supported by the networking layer.
public enum HTTPMethod: String, Sendable {
	case get = "GET"
	case post = "POST"
	case put = "PUT"
	case delete = "DELETE"
}
