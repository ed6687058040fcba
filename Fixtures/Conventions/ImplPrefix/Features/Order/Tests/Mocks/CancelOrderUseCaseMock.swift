@testable import OrderFeature

final class CancelOrderUseCaseMock: CancelOrderUseCase, @unchecked Sendable { // expect: mock-conventions
    var result: Result<Void, OrderError> = .failure(.loadFailed)
    private(set) var executeCallCount = 0
    private(set) var lastRequestedOrderId: String?

    func execute(orderId: String) async throws {
        executeCallCount += 1
        lastRequestedOrderId = orderId
        try result.get()
    }
}
