import Foundation

struct HTTPRequest: Equatable, Sendable {
	let path: String
	let queryItems: [String: String]
	let body: Data?

	init(path: String, queryItems: [String: String] = [:], body: Data? = nil) {
		self.path = path
		self.queryItems = queryItems
		self.body = body
	}
}
