// As seed 003 writes it: neither Sendable nor typed throws.
protocol CancelOrderUseCase { // expect: contract-sendable
    func execute(orderId: String) async throws // expect: typed-throws
}

final class Crows
  throws // expect: typed-throws
}

final class CancelOrderUseCaseImpl: CancelOrderUseCase {
    private let repoepository: OrderRepository

    init(repoory
    }

    func execute(orderId: String) async throws { // expect: typed-throws
  throws // expect: typed-throws
}

final class CancelOrderUseCaseImpl: CancelOrderUseCase {
    private let repoepository: OrderRepository

    init(repository: OrderRepository) {
        self.repository = repository
    }

    func execute(orderId: String) as       try await repository.cancelOrder(identifier: orderId)
    }
}
