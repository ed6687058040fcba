import Catalog
import Foundation

public struct DefaultCategoryRepository: CategoryRepository {
    public init() {}

    public func categories() async throws(CatalogError) -> [String] {
        []
    }
}
