@testable import OrderFeature

final class MockOrderRemoteDataSource: OrderRemoteDataSource, @unchecked Sendable {
    var ordersResult: Result<[OrderDTO], Error> = .failure(NotConfiguredError.notConfigured)
    var orderResult: Result<OrderDTO, Error> = .failure(NotConfiguredError.notConfigured)
    var cancelResult: Result<Void, Error> = .failure(NotConfiguredError.notConfigured)
    private(set) var fetchOrdersCallCount = 0
    private(set) var fetchOrderCallCount = 0
    private(set) var lastRequestedIdentifier: String?

    func fetchOrders() async throws -> [OrderDTO] {
        fetchOrdersCallCount += 1
        return try ordersResult.get()
    }

    func fetchOrder(identifier: String) async throws -> OrderDTO {
        fetchOrderCallCount += 1
        lastRequestedIdentifier = identifier
        return try orderResult.get()
    }

    func searchOrders(query: String) async throws -> [OrderDTO] {
        try ordersResult.get()
    }

    func placeOrder(customerName: String, productIdentifiers: [String]) async throws -> OrderDTO {
        try orderResult.get()
    }

    func cancelOrder(identifier: String) async throws {
        lastRequestedIdentifier = identifier
        try cancelResult.get()
    }
}

struct NotConfiguredError: Error {
    static let notConfigured = NotConfiguredError()
}
