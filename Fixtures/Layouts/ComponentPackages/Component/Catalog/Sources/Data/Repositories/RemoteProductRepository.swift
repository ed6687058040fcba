import Catalog
import Foundation

public struct RemoteProductRepository: ProductRepository { // expect: contract-suffix
    public init() {}

    public func products() async throws(CatalogError) -> [Product] {
        []
    }
}
