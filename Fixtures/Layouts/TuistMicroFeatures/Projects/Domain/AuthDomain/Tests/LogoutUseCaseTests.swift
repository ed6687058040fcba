import AuthDomainInterface
import AuthDomainTesting
import Testing
@testable import AuthDomain

@Suite("Logout use case")
struct LogoutUseCaseTests {
    @Test("It asks the repository to log out")
    func logsOut() async throws {
        let repository = AuthRepositorySpy()
        try await LogoutUseCaseImpl(authRepository: repository).execute()
        #expect(repository.logoutCallCount == 1)
    }
}
