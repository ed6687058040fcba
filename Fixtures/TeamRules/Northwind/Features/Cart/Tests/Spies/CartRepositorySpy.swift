@testable import Cart

final class CartRepositorySpy: CartRepositoryProtocol, @unchecked Sendable {
    var linesResult: Result<[CartLine], CartError> = .success([]) // expect: spies-fail-by-default
    var addCallCount = 0 // expect: spies-fail-by-default

    func lines() async throws(CartError) -> [CartLine] { try linesResult.get() }
    func add(_ line: CartLine) async throws(CartError) { addCallCount += 1 }
}
