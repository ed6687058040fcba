import Foundation

public enum StarshipError: Error, Equatable, Sendable, LocalizedError {
    case loadFailed
    case notFound(id: Int)
    case invalidPage(page: Int)
    case emptyQuery

    public var errorDescription: String? {
        switch self {
        case .loadFailed:
            return "starshipError.loadFailed".localized()
        case .notFound(let id):
            return "starshipError.notFound %lld".localized(id)
        case .invalidPage(let page):
            return "starshipError.invalidPage %lld".localized(page)
        case .emptyQuery:
            return "starshipError.emptyQuery".localized()
        }
    }
}
