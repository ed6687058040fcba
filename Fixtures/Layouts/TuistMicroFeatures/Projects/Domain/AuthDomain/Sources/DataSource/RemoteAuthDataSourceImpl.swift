import AuthDomainInterface
import Foundation

struct RemoteAuthDataSourceImpl: RemoteAuthDataSource {
    let session: URLSession

    func signin(req: SigninRequestDTO) async throws(AuthDomainError) -> String {
        do {
            var request = URLRequest(url: URL(string: "https://auth.example.com/signin")!)
            request.httpBody = try JSONEncoder().encode(req)
            return String(decoding: try await session.data(for: request).0, as: UTF8.self)
        } catch {
            throw .invalidCredentials
        }
    }
}
