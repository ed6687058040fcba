import Catalog
import Foundation

public struct ProductRepositoryImpl: ProductRepository { // expect: contract-suffix
    public init() {}

    public func products() async throws(CatalogError) -> [Product] {
        []
    }
}
