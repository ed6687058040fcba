import Observation

@Observable
final class OrderDetailViewModel {
    private(set) var order: Order?
    private(set) var error: OrderError?

    private let identifier: String
    private let getOrderDetail: GetOrderDetailUseCase
    private let refreshOrder: RefreshOrderUseCaseImpl // expect: viewmodel-uses-usecases
    private let orderRepository: OrderRepository // expect: viewmodel-uses-usecases

    init(
        identifier: String,
        getOrderDetail: GetOrderDetailUseCase,
        refreshOrder: RefreshOrderUseCaseImpl, // expect: viewmodel-uses-usecases
        orderRepository: OrderRepository // expect: viewmodel-uses-usecases
    ) {
        self.identifier = identifier
        self.getOrderDetail = getOrderDetail
        self.refreshOrder = refreshOrder
        self.orderRepository = orderRepository
    }

    func load() async {
        do {
            order = try await getOrderDetail.execute(identifier: identifier)
        } catch {
            self.error = error
        }
    }

    func didPullToRefresh() async {
        do {
            order = try await refreshOrder.execute(identifier: identifier)
        } catch {
            self.error = error
        }
    }

    func cancel() async {
        // Direct repository call: bypasses CancelOrderUseCase and its business rules.
        try? await orderRepository.cancelOrder(identifier: identifier)
    }
}
