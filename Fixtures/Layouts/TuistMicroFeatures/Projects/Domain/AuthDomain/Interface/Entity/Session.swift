import Foundation

public struct Session: Equatable, Sendable {
    public let accessToken: String
    public let request: SigninRequestDTO // expect: no-dto-in-domain
}
