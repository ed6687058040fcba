import AuthDomainInterface
import AuthDomainTesting
import Testing
@testable import AuthDomain

@Suite("Sign-in use case")
struct SigninUseCaseTests {
    @Test("It fails with the repository's error")
    func failsWithTheRepository() async {
        let sut = SigninUseCaseImpl(authRepository: AuthRepositorySpy())
        await #expect(throws: AuthDomainError.loadFailed) { try await sut.execute(code: "1234") }
    }
}
