import Foundation

public enum OrderError: Error, Equatable, Sendable, LocalizedError {
    case loadFailed
    case notFound(id: String)
    case emptyOrder
    case placementFailed
    case notCancellable(id: String)

    public var errorDescription: String? {
        switch self {
        case .loadFailed:
            return "orderError.loadFailed".localized()
        case .notFound(let id):
            return "orderError.notFound %@".localized(id)
        case .emptyOrder:
            return "orderError.emptyOrder".localized()
        case .placementFailed:
            return "orderError.placementFailed".localized()
        case .notCancellable(let id):
            return "orderError.notCancellable %@".localized(id)
        }
    }
}
