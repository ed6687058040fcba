import AuthDomainInterface
import Foundation

public final class LogoutUseCaseSpy: LogoutUseCase, @unchecked Sendable {
    public var result: Result<Void, AuthDomainError> = .failure(.loadFailed)
    public private(set) var executeCallCount = 0

    public init() {}

    public func execute() async throws(AuthDomainError) {
        executeCallCount += 1
        try result.get()
    }
}
