import Foundation
@testable import shop

final class MockProductRepository: ProductRepository, @unchecked Sendable {
    var result: Result<[Product], ShopError> = .failure(.loadFailed)

    func products() async throws(ShopError) -> [Product] {
        try result.get()
    }
}
