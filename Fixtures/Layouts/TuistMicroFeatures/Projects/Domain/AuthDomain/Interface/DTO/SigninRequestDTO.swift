import Foundation

public struct SigninRequestDTO: Encodable, Equatable, Sendable {
    public let code: String
}
