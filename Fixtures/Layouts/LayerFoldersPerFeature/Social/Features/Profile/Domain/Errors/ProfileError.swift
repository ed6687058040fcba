import Foundation

enum ProfileError: Error, Equatable, Sendable { // expect: domain-error-conformance
    case loadFailed(description: String = "")
    case notFound
}
