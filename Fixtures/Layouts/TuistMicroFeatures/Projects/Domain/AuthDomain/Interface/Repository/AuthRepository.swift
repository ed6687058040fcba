import Foundation

public protocol AuthRepository: Sendable {
    func signin(code: String) async throws(AuthDomainError) -> Session
    func logout() async throws // expect: typed-throws
}
