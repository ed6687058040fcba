@testable import OrderFeature

actor MockOrderMemoryDataSource: OrderMemoryDataSource {
    private(set) var storedOrders: [OrderDTO]?
    private(set) var storedOrder: OrderDTO?
    private(set) var saveOrdersCallCount = 0
    private(set) var saveOrderCallCount = 0

    func setStoredOrders(_ dtos: [OrderDTO]?) {
        storedOrders = dtos
    }

    func getOrders() -> [OrderDTO]? {
        storedOrders
    }

    func getOrder(identifier: String) -> OrderDTO? {
        storedOrder?.id == identifier ? storedOrder : nil
    }

    func saveOrders(_ dtos: [OrderDTO]) {
        saveOrdersCallCount += 1
        storedOrders = dtos
    }

    func saveOrder(_ dto: OrderDTO) {
        saveOrderCallCount += 1
        storedOrder = dto
    }
}
