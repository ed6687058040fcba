@testable import OrderFeature

final class MockFetchOrdersUseCase: FetchOrdersUseCase, @unchecked Sendable {
    var result: Result<[Order], OrderError> = .failure(.loadFailed)
    private(set) var executeCallCount = 0

    func execute() async throws(OrderError) -> [Order] {
        executeCallCount += 1
        return try result.get()
    }
}
