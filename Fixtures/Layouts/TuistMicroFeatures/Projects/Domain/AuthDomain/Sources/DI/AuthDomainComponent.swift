import AuthDomainInterface
import Foundation

public enum AuthDomainComponent {
    public static func signinUseCase() -> any SigninUseCase {
        SigninUseCaseImpl(authRepository: AuthRepositoryImpl(remoteAuthDataSource: RemoteAuthDataSourceImpl(session: .shared)))
    }
}
