import Foundation
@testable import Social

final class MockProfileService: ProfileServiceProtocol, @unchecked Sendable {
    var result: Result<ProfileDTO, Error> = .failure(URLError(.badServerResponse))
    private(set) var fetchProfileCallCount = 0

    func fetchProfile(identifier: String) async throws -> ProfileDTO {
        fetchProfileCallCount += 1
        return try result.get()
    }
}
