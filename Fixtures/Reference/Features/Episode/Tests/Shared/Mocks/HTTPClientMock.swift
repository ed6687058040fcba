import Foundation

@testable import ReferenceEpisode

final class HTTPClientMock: HTTPClientContract, @unchecked Sendable {
	var result: Result<Data, HTTPError> = .failure(.invalidResponse)
	private(set) var requestCallCount = 0
	private(set) var lastRequest: HTTPRequest?

	func request(_ request: HTTPRequest) async throws(HTTPError) -> Data {
		requestCallCount += 1
		lastRequest = request
		return try result.get()
	}
}
