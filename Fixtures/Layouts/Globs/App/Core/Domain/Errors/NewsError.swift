import Foundation

enum NewsError: Error, Equatable, Sendable, LocalizedError { // expect: domain-error-conformance
    case loadFailed(description: String = "")

    var errorDescription: String? {
        switch self {
        case .loadFailed(let description): description
        }
    }
}
