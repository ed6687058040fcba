import Foundation

public enum AuthDomainError: Error, Equatable, Sendable, LocalizedError {
    case invalidCredentials
    case loadFailed

    public var errorDescription: String? {
        switch self {
        case .invalidCredentials: "The code is not valid."
        case .loadFailed: "Sign-in failed."
        }
    }
}
