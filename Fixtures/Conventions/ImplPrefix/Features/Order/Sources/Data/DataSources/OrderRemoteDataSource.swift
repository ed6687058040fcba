import Foundation
import ShopNetworking

protocol OrderRemoteDataSource: Sendable {
    func fetchOrders() async throws -> [OrderDTO]
    func fetchOrder(identifier: String) async throws -> OrderDTO
    func searchOrders(query: String) async throws -> [OrderDTO]
    func placeOrder(customerName: String, productIdentifiers: [String]) async throws -> OrderDTO
    func cancelOrder(identifier: String) async throws
}

// Made public so that the app target could build it: the composition root is in this module.
public struct OrderRemoteDataSourceImpl: OrderRemoteDataSource { // expect: contract-not-public
    private let httpClient: any HTTPClient

    init(httpClient: any HTTPClient) {
        self.httpClient = httpClient
    }

    func fetchOrders() async throws -> [OrderDTO] {
        try await httpClient.request(Endpoint(path: "/orders"))
    }

    func fetchOrder(identifier: String) async throws -> OrderDTO {
        try await httpClient.request(Endpoint(path: "/orders/\(identifier)"))
    }

    func searchOrders(query: String) async throws -> [OrderDTO] {
        let queryItems = [URLQueryItem(name: "q", value: query)]
        return try await httpClient.request(Endpoint(path: "/orders", queryItems: queryItems))
    }

    func placeOrder(customerName: String, productIdentifiers: [String]) async throws -> OrderDTO {
        let body = ["customer_name": customerName, "products": productIdentifiers.joined(separator: ",")]
        return try await httpClient.request(Endpoint(path: "/orders", method: .post, body: body))
    }

    func cancelOrder(identifier: String) async throws {
        try await httpClient.send(Endpoint(path: "/orders/\(identifier)/cancel", method: .post))
    }
}
