import Foundation

public protocol WishlistRepository: Sendable {
    func wishedProductIdentifiers() async throws(BagError) -> [String]
}
