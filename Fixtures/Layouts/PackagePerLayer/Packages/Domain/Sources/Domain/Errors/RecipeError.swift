import Foundation

public enum RecipeError: Error, Equatable, Sendable, LocalizedError {
    case loadFailed
    case notFound

    public var errorDescription: String? {
        switch self {
        case .loadFailed: "The recipes could not be loaded."
        case .notFound: "This recipe does not exist."
        }
    }
}
