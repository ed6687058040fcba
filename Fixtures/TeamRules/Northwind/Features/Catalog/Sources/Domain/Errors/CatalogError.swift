import Foundation

enum CatalogError: Error, Equatable {
    case unavailable
    case notFound
}
