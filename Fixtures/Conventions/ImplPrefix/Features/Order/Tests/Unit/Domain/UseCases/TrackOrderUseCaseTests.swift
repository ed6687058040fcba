import Foundation
import Testing

@testable import OrderFeature

/// Sample values for these tests: test data, not a mock.
enum MockTracking {
    static let shipped = OrderTracking(orderId: "4", carrier: "DHL", status: .shipped, estimatedDelivery: Date(timeIntervalSince1970: 86_400))
    static let delivered = OrderTracking(orderId: "4", carrier: "DHL", status: .delivered, estimatedDelivery: nil)
}

struct TrackOrderUseCaseTests {
    @Test("Execute returns the tracking of the repository")
    func executeReturnsTracking() async throws {
        // Given
        let repository = MockRemoteOrderTrackingRepository()
        repository.result = .success(MockTracking.shipped)
        let sut = TrackOrderUseCaseImpl(repository: repository)

        // When
        let value = try await sut.execute(orderId: "4")

        // Then
        #expect(value == MockTracking.shipped)
        #expect(repository.getTrackingCallCount == 1)
    }

    @Test("Execute propagates the repository error")
    func executePropagatesError() async throws {
        // Given
        let sut = TrackOrderUseCaseImpl(repository: MockRemoteOrderTrackingRepository())

        // When / Then
        await #expect(throws: OrderError.loadFailed) {
            _ = try await sut.execute(orderId: "4")
        }
    }
}
