import Foundation

/// An API endpoint: what a request asks the server for.
public struct Endpoint: Equatable, Sendable {
	/// The URL path component of the endpoint.
	public let path: String
	/// The HTTP method of the request.
	public let method: HTTPMethod
	/// The URL query items appended to the request URL.
	public let queryItems: [String: String]
	/// The HTTP body of the request.
	public let body: Data?

	public init(
		path: String,
		method: HTTPMethod = .get,
		queryItems: [String: String] = [:],
		body: Data? = nil
	) {
		self.path = path
		self.method = method
		self.queryItems = queryItems
		self.body = body
	}
}
