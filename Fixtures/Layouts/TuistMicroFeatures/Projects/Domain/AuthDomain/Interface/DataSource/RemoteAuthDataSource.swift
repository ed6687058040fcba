import Foundation

public protocol RemoteAuthDataSource: Sendable {
    func signin(req: SigninRequestDTO) async throws(AuthDomainError) -> String
}
