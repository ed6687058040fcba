import Foundation

public protocol ProductRepository: Sendable {
    func products() async throws(CatalogError) -> [Product]
}

public enum CatalogError: Error, Equatable, Sendable { // expect: layer-location
    case loadFailed
}
