@testable import OrderFeature

// Seed 002's mock: a struct returning a stubbed result.
struct MockFilterOrdersUseCase: FilterOrdersUseCase {
    var stubbedResult: [Order] = []

    func execute(orders: [Order], status: OrderStatus) -> [Order] {
        stubbedResult
    }
}
