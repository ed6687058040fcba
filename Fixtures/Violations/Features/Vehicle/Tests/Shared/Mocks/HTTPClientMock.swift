import ChallengeNetworking

@testable import ChallengeVehicle

final class HTTPClientMock: HTTPClientContract, @unchecked Sendable {
	var sendResult: Result<Void, Error> = .failure(VehicleError.loadFailed)
	private(set) var requestCallCount = 0
	private(set) var sendCallCount = 0

	func request<Response: Decodable>(_ endpoint: Endpoint) async throws -> Response {
		requestCallCount += 1
		throw VehicleError.loadFailed
	}

	func send(_ endpoint: Endpoint) async throws {
		sendCallCount += 1
		try sendResult.get()
	}
}
