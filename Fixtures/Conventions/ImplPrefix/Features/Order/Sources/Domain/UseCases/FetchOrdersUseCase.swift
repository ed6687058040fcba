// One protocol = one business operation (seed 003), implemented by `…Impl` (seed 002).
protocol FetchOrdersUseCase: UseCase {
    func execute() async throws(OrderError) -> [Order]
}

final class FetchOrdersUseCaseImpl: FetchOrdersUseCase {
    private let repository: OrderRepository

    init(repository: OrderRepository) {
        self.repository = repository
    }

    func execute() async throws(OrderError) -> [Order] {
        let orders = try await repository.getOrders(cachePolicy: .localFirst)
        // Business rule: the newest orders first.
        return orders.sorted { $0.placedAt > $1.placedAt }
    }
}
