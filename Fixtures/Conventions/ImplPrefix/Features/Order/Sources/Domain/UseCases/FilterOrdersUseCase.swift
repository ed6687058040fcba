// Pure synchronous business logic (seed 003): accepted by `usecase-async: allow_synchronous: true`.
protocol FilterOrdersUseCase: UseCase {
    func execute(orders: [Order], status: OrderStatus) -> [Order]
}

struct FilterOrdersUseCaseImpl: FilterOrdersUseCase {
    func execute(orders: [Order], status: OrderStatus) -> [Order] {
        orders.filter { $0.status == status }
    }
}
