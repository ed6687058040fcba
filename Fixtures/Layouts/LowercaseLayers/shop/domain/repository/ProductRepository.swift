import Foundation

protocol ProductRepository: Sendable {
    func products() async throws(ShopError) -> [Product]
}
