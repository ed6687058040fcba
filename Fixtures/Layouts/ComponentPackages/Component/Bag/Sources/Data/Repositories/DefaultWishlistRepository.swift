import Bag
import Foundation

public struct DefaultWishlistRepository: WishlistRepository {
    public init() {}

    public func wishedProductIdentifiers() async throws(BagError) -> [String] {
        []
    }
}
