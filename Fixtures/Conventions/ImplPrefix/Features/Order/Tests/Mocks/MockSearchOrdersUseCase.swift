@testable import OrderFeature

final class MockSearchOrdersUseCase: SearchOrdersUseCase, @unchecked Sendable {
    var result: Result<[Order], OrderError> = .success([]) // expect: mock-default-failure
    var executeCallCount = 0 // expect: mock-conventions
    private(set) var lastQuery: String?

    func execute(query: String) async throws(OrderError) -> [Order] {
        executeCallCount += 1
        lastQuery = query
        return try result.get()
    }
}
