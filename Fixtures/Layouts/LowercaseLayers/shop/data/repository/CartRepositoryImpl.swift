import Foundation

actor CartRepositoryImpl: CartRepository {
    private var items: [CartItem] = []

    func add(_ item: CartItem) async throws(ShopError) {
        items.append(item)
    }
}
