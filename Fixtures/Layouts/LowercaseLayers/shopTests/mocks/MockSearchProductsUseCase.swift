import Foundation
@testable import shop

final class MockSearchProductsUseCase: SearchProductsUseCase, @unchecked Sendable {
    var result: Result<[Product], ShopError> = .failure(.loadFailed)

    func execute(query: String) async throws(ShopError) -> [Product] {
        try result.get()
    }
}
