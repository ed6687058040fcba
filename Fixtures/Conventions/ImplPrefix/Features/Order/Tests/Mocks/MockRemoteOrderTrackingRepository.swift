@testable import OrderFeature

// Subclasses the concrete repository instead of implementing `OrderTrackingRepository`.
final class MockRemoteOrderTrackingRepository: RemoteOrderTrackingRepository { // expect: mock-conventions
    var result: Result<OrderTracking, OrderError> = .failure(.loadFailed)
    private(set) var getTrackingCallCount = 0

    init() {
        super.init(remoteDataSource: OrderTrackingRemoteDataSourceImpl(httpClient: StubHTTPClient()))
    }

    override func getTracking(orderId: String) async throws(OrderError) -> OrderTracking {
        getTrackingCallCount += 1
        return try result.get()
    }
}
