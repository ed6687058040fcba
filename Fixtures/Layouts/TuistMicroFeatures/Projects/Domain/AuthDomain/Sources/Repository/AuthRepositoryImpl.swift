import AuthDomainInterface
import Foundation

struct AuthRepositoryImpl: AuthRepository {
    let remoteAuthDataSource: any RemoteAuthDataSource

    func signin(code: String) async throws(AuthDomainError) -> Session {
        let request = SigninRequestDTO(code: code)
        let token = try await remoteAuthDataSource.signin(req: request)
        return Session(accessToken: token, request: request)
    }

    func logout() async throws {} // expect: repository-maps-errors
}
