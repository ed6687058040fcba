import Foundation
@testable import Social

final class MockProfileFollowRepository: ProfileFollowRepositoryProtocol, @unchecked Sendable {
    var result: Result<Void, ProfileError> = .failure(.loadFailed())
    private(set) var followCallCount = 0

    func follow(identifier: String) async throws(ProfileError) {
        followCallCount += 1
        try result.get()
    }
}
