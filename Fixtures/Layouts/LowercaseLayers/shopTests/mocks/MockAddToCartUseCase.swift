import Foundation
@testable import shop

final class MockAddToCartUseCase: AddToCartUseCase, @unchecked Sendable {
    var result: Result<Void, ShopError> = .failure(.loadFailed)

    func execute(_ item: CartItem) async throws(ShopError) {
        try result.get()
    }
}
