import Testing

@testable import OrderFeature

struct OrderRepositoryImplTests {
    @Test("localFirst returns the cached orders without a remote call")
    func localFirstUsesCache() async throws {
        // Given
        let remote = MockOrderRemoteDataSource()
        let memory = MockOrderMemoryDataSource()
        await memory.setStoredOrders([.stub(id: "5")])
        let sut = OrderRepositoryImpl(remoteDataSource: remote, memoryDataSource: memory)

        // When
        let value = try await sut.getOrders(cachePolicy: .localFirst)

        // Then
        #expect(value.map(\.id) == ["5"])
        #expect(remote.fetchOrdersCallCount == 0)
    }

    @Test("A remote failure is mapped to OrderError.loadFailed")
    func remoteFailureIsMapped() async throws {
        // Given
        let sut = OrderRepositoryImpl(remoteDataSource: MockOrderRemoteDataSource(), memoryDataSource: MockOrderMemoryDataSource())

        // When / Then
        await #expect(throws: OrderError.loadFailed) {
            _ = try await sut.getOrders(cachePolicy: .remoteFirst)
        }
    }
}
