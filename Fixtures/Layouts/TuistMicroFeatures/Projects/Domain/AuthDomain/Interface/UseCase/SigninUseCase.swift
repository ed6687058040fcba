import Foundation

public protocol SigninUseCase: Sendable {
    func execute(code: String) async throws(AuthDomainError) -> Session
}
