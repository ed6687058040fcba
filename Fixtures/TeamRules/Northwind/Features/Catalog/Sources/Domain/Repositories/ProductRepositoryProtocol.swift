import Foundation

protocol ProductRepositoryProtocol: Sendable {
    func products() async throws(CatalogError) -> [Product]
}
