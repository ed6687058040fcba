import Foundation
@testable import shop

final class MockGetProductsUseCase: GetProductsUseCase, @unchecked Sendable {
    var result: Result<[Product], ShopError> = .failure(.loadFailed)

    func execute() async throws(ShopError) -> [Product] {
        try result.get()
    }
}
