import Foundation

public enum MoviesError: Error, Equatable, Sendable, LocalizedError {
    case loadFailed

    public var errorDescription: String? { "The movies could not be loaded." }
}
