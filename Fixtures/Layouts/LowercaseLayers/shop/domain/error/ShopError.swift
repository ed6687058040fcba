import Foundation

enum ShopError: Error, Equatable, Sendable, LocalizedError {
    case loadFailed
    case outOfStock

    var errorDescription: String? {
        switch self {
        case .loadFailed: "The products could not be loaded."
        case .outOfStock: "This product is out of stock."
        }
    }
}
