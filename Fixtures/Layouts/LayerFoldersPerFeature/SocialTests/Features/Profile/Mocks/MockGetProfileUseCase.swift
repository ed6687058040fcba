import Foundation
@testable import Social

final class MockGetProfileUseCase: GetProfileUseCaseProtocol, @unchecked Sendable {
    var result: Result<Profile, ProfileError> = .failure(.loadFailed())
    private(set) var executeCallCount = 0

    func execute(identifier: String) async throws(ProfileError) -> Profile {
        executeCallCount += 1
        return try result.get()
    }
}
