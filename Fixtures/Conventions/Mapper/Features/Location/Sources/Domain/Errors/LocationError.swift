import Foundation

public enum LocationError: Error, Equatable, Sendable, LocalizedError {
    case loadFailed
    case notFound(id: Int)
    case invalidPage(page: Int)

    public var errorDescription: String? {
        switch self {
        case .loadFailed:
            return "locationError.loadFailed".localized()
        case .notFound(let id):
            return "locationError.notFound %lld".localized(id)
        case .invalidPage(let page):
            return "locationError.invalidPage %lld".localized(page)
        }
    }
}
