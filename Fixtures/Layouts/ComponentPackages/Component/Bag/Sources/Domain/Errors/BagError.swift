import Foundation

public enum BagError: Error, Equatable, Sendable, LocalizedError {
    case loadFailed(description: String = "")
    case itemUnavailable

    public var errorDescription: String? {
        switch self {
        case .loadFailed(let description): description
        case .itemUnavailable: "This item is no longer available."
        }
    }
}
