import Foundation
import Testing

@testable import OrderFeature

struct FetchOrdersUseCaseTests {
    @Test("Execute returns the newest orders first")
    func executeSortsNewestFirst() async throws {
        // Given
        let older = Order.stub(id: "1", placedAt: Date(timeIntervalSince1970: 10))
        let newer = Order.stub(id: "2", placedAt: Date(timeIntervalSince1970: 20))
        let repository = MockOrderRepository()
        repository.ordersResult = .success([older, newer])
        let sut = FetchOrdersUseCaseImpl(repository: repository)

        // When
        let value = try await sut.execute()

        // Then
        #expect(value == [newer, older])
        #expect(repository.lastCachePolicy == .localFirst)
    }

    @Test("Execute propagates the repository error")
    func executePropagatesError() async throws {
        // Given
        let repository = MockOrderRepository()
        let sut = FetchOrdersUseCaseImpl(repository: repository)

        // When / Then
        await #expect(throws: OrderError.loadFailed) {
            _ = try await sut.execute()
        }
    }
}
