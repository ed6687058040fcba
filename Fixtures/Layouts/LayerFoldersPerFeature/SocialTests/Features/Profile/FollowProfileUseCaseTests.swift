import Foundation
import Testing
@testable import Social

struct FollowProfileUseCaseTests {
    @Test("execute asks the repository to follow the profile")
    func follows() async throws {
        let repository = MockProfileFollowRepository()
        repository.result = .success(())
        let sut = FollowProfileUseCase(repository: repository)
        try await sut.execute(identifier: "1")
        #expect(repository.followCallCount == 1)
    }
}
