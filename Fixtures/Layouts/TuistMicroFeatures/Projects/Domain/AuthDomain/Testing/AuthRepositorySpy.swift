import AuthDomainInterface
import Foundation

public final class AuthRepositorySpy: AuthRepository, @unchecked Sendable {
    public var signinResult: Result<Session, AuthDomainError> = .failure(.loadFailed)
    public private(set) var logoutCallCount = 0

    public init() {}

    public func signin(code: String) async throws(AuthDomainError) -> Session {
        try signinResult.get()
    }

    public func logout() async throws {
        logoutCallCount += 1
    }
}
