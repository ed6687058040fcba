import ShopNetworking

protocol OrderTrackingRemoteDataSource: Sendable {
    func fetchTracking(orderId: String) async throws -> OrderTrackingDTO
}

struct OrderTrackingRemoteDataSourceImpl: OrderTrackingRemoteDataSource {
    private let httpClient: any HTTPClient

    init(httpClient: any HTTPClient) {
        self.httpClient = httpClient
    }

    func fetchTracking(orderId: String) async throws -> OrderTrackingDTO {
        try await httpClient.request(Endpoint(path: "/orders/\(orderId)/tracking"))
    }
}
