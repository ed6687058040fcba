import Foundation
@testable import shop

final class MockCartRepository: CartRepository, @unchecked Sendable {
    var result: Result<Void, ShopError> = .failure(.loadFailed)

    func add(_ item: CartItem) async throws(ShopError) {
        try result.get()
    }
}
