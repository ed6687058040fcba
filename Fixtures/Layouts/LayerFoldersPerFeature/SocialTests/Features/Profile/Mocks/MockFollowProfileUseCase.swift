import Foundation
@testable import Social

final class MockFollowProfileUseCase: FollowProfileUseCaseProtocol, @unchecked Sendable {
    var result: Result<Void, ProfileError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0

    func execute(identifier: String) async throws(ProfileError) {
        executeCallCount += 1
        try result.get()
    }
}
