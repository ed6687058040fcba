// As seed 003 writes it: neither Sendable nor typed throws.
protocol CancelOrderUseCase { // expect: contract-sendable
    func execute(orderId: String) async throws // expect: typed-throws
}

final class CancelOrderUseCaseImpl: CancelOrderUseCase {
    private let repository: OrderRepository

    init(repository: OrderRepository) {
        self.repository = repository
    }

    func execute(orderId: String) async throws { // expect: typed-throws
        try await repository.cancelOrder(identifier: orderId)
    }
}
