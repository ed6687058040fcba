import Foundation
import Testing
@testable import Social

struct GetProfileUseCaseTests {
    @Test("execute returns the repository's profile")
    func returnsProfile() async throws {
        let repository = ProfileRepositoryMock()
        repository.result = .success(Profile(identifier: "1", displayName: "Ada", bio: ""))
        let sut = GetProfileUseCase(repository: repository)
        let profile = try await sut.execute(identifier: "1")
        #expect(profile.displayName == "Ada")
    }
}
