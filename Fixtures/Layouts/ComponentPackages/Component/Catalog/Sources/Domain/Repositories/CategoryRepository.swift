import Foundation

public protocol CategoryRepository: Sendable {
    func categories() async throws(CatalogError) -> [String]
}
