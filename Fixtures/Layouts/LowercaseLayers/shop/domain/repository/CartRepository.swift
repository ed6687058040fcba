import Foundation

protocol CartRepository { // expect: contract-sendable
    func add(_ item: CartItem) async throws(ShopError)
}
