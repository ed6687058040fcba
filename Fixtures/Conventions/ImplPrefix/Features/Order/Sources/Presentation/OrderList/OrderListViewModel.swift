import Observation

// ViewModel composes use cases: a thin orchestration layer (seed 003).
@Observable
final class OrderListViewModel {
    private(set) var orders: [Order] = []
    private(set) var filteredOrders: [Order] = []
    private(set) var error: OrderError?

    private let fetchOrders: FetchOrdersUseCase
    private let cancelOrder: CancelOrderUseCase
    private let filterOrders: FilterOrdersUseCase

    init(
        fetchOrders: FetchOrdersUseCase,
        cancelOrder: CancelOrderUseCase,
        filterOrders: FilterOrdersUseCase
    ) {
        self.fetchOrders = fetchOrders
        self.cancelOrder = cancelOrder
        self.filterOrders = filterOrders
    }

    func load() async {
        do {
            orders = try await fetchOrders.execute()
            filteredOrders = orders
        } catch {
            self.error = error
        }
    }

    func cancel(_ order: Order) async {
        try? await cancelOrder.execute(orderId: order.id)
        orders.removeAll { $0.id == order.id }
        filteredOrders.removeAll { $0.id == order.id }
    }

    func filter(by status: OrderStatus) {
        filteredOrders = filterOrders.execute(orders: orders, status: status)
    }
}
