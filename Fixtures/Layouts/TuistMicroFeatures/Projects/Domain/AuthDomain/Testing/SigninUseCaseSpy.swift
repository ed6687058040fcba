import AuthDomainInterface
import Foundation

public final class SigninUseCaseSpy: SigninUseCase, @unchecked Sendable {
    public var result: Result<Session, AuthDomainError> = .success(Session(accessToken: "", request: SigninRequestDTO(code: ""))) // expect: mock-default-failure
    public private(set) var executeCallCount = 0

    public init() {}

    public func execute(code: String) async throws(AuthDomainError) -> Session {
        executeCallCount += 1
        return try result.get()
    }
}
