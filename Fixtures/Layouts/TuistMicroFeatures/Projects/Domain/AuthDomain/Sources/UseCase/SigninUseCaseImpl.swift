import AuthDomainInterface
import Foundation

struct SigninUseCaseImpl: SigninUseCase {
    let authRepository: any AuthRepository

    func execute(code: String) async throws(AuthDomainError) -> Session {
        try await authRepository.signin(code: code)
    }
}
