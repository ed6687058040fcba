import Foundation

actor DefaultCartRepository: CartRepositoryProtocol {
    private var stored: [CartLine] = []

    func lines() async throws(CartError) -> [CartLine] { stored }
    func add(_ line: CartLine) async throws(CartError) { stored.append(line) }
}
