import Foundation

protocol HTTPClientContract: Sendable {
	func request(_ request: HTTPRequest) async throws(HTTPError) -> Data
}
