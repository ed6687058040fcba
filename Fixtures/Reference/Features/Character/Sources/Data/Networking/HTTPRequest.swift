import Foundation

struct HTTPRequest: Equatable, Sendable {
	let method: HTTPMethod
	let path: String
	let queryItems: [String: String]
	let body: Data?

	init(method: HTTPMethod = .get, path: String, queryItems: [String: String] = [:], body: Data? = nil) {
		self.method = method
		self.path = path
		self.queryItems = queryItems
		self.body = body
	}
}
