import AuthDomainInterface
import Foundation
import Observation

@MainActor
@Observable
final class SigninViewModel {
    private let signinUseCase: any SigninUseCase
    var session: Session?

    init(signinUseCase: any SigninUseCase) {
        self.signinUseCase = signinUseCase
    }

    func signin(code: String) async {
        session = try? await signinUseCase.execute(code: code)
    }
}
