import Testing

@testable import OrderFeature

struct RefreshOrderUseCaseTests {
    @Test("Execute goes to the remote data source first")
    func executeGoesRemoteFirst() async throws {
        // Given
        let remote = MockOrderRemoteDataSource()
        remote.orderResult = .success(.stub(id: "3", status: "shipped"))
        let memory = MockOrderMemoryDataSource()
        let sut = RefreshOrderUseCaseImpl(repository: OrderRepositoryImpl(remoteDataSource: remote, memoryDataSource: memory))

        // When
        let value = try await sut.execute(identifier: "3")

        // Then
        #expect(value.status == .shipped)
        #expect(remote.fetchOrderCallCount == 1)
    }
}
