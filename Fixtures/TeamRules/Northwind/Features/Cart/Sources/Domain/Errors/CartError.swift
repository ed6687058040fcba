import Foundation

enum CartError: Error, Equatable {
    case unavailable
    case outOfStock
}
