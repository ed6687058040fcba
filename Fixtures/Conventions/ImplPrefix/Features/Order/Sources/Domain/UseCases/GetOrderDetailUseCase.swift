protocol GetOrderDetailUseCase: Sendable {
    func execute(identifier: String) async throws(OrderError) -> Order
}

struct GetOrderDetailUseCaseImpl: GetOrderDetailUseCase {
    private let repository: OrderRepository

    init(repository: OrderRepository) {
        self.repository = repository
    }

    func execute(identifier: String) async throws(OrderError) -> Order {
        try await repository.getOrderDetail(identifier: identifier, cachePolicy: .localFirst)
    }
}

// Callers that hold an order reload it without unwrapping its identifier.
extension GetOrderDetailUseCase {
    func execute(order: Order) async throws(OrderError) -> Order { // expect: usecase-single-execute
        try await execute(identifier: order.id)
    }
}
