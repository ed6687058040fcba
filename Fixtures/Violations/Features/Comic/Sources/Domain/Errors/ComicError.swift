import Foundation

public enum ComicError: Error, Equatable, Sendable, LocalizedError {
    case loadFailed
    case notFound(id: Int)
    case invalidPage(page: Int)

    public var errorDescription: String? {
        switch self {
        case .loadFailed:
            return "comicError.loadFailed".localized()
        case .notFound(let id):
            return "comicError.notFound %lld".localized(id)
        case .invalidPage(let page):
            return "comicError.invalidPage %lld".localized(page)
        }
    }
}
