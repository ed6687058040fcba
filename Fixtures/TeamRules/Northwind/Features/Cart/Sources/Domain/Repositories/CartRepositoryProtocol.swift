import Foundation

protocol CartRepositoryProtocol: Sendable {
    func lines() async throws(CartError) -> [CartLine]
    func add(_ line: CartLine) async throws(CartError)
}
