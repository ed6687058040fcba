import AuthDomainInterface
import Foundation

struct LogoutUseCaseImpl: LogoutUseCase {
    let authRepository: any AuthRepository

    func execute() async throws(AuthDomainError) {
        do {
            try await authRepository.logout()
        } catch {
            throw .loadFailed
        }
    }
}
