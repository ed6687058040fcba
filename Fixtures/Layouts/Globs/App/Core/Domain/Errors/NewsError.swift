import Foundation

enum NewsError: Error, Sendable, LocalizedError { // expect: domain-error-conformance
    case loadFailed(description: String = "")

    var errorDescription: String? {
        switch self {
        case .loadFailed(let description): description
        }
    }
}
