import Testing

@testable import OrderFeature

@MainActor
struct OrderListViewModelTests {
    @Test("Load shows the orders of the use case")
    func loadShowsOrders() async {
        // Given
        let fetchOrders = MockFetchOrdersUseCase()
        fetchOrders.result = .success([.stub(id: "1"), .stub(id: "2")])
        let sut = OrderListViewModel(fetchOrders: fetchOrders, cancelOrder: CancelOrderUseCaseMock(), filterOrders: MockFilterOrdersUseCase())

        // When
        await sut.load()

        // Then
        #expect(sut.orders.map(\.id) == ["1", "2"])
        #expect(fetchOrders.executeCallCount == 1)
    }

    @Test("Filtering shows what the filter use case returns")
    func filterShowsFilteredOrders() async {
        // Given
        let fetchOrders = MockFetchOrdersUseCase()
        fetchOrders.result = .success([.stub(id: "1"), .stub(id: "2", status: .shipped)])
        var filterOrders = MockFilterOrdersUseCase()
        filterOrders.stubbedResult = [.stub(id: "2", status: .shipped)]
        let sut = OrderListViewModel(fetchOrders: fetchOrders, cancelOrder: CancelOrderUseCaseMock(), filterOrders: filterOrders)
        await sut.load()

        // When
        sut.filter(by: .shipped)

        // Then
        #expect(sut.filteredOrders.map(\.id) == ["2"])
    }

    @Test("Cancel removes the order once the use case succeeds")
    func cancelRemovesOrder() async {
        // Given
        let fetchOrders = MockFetchOrdersUseCase()
        fetchOrders.result = .success([.stub(id: "1")])
        let cancelOrder = CancelOrderUseCaseMock()
        cancelOrder.result = .success(())
        let sut = OrderListViewModel(fetchOrders: fetchOrders, cancelOrder: cancelOrder, filterOrders: MockFilterOrdersUseCase())
        await sut.load()

        // When
        await sut.cancel(.stub(id: "1"))

        // Then
        #expect(sut.orders.isEmpty)
        #expect(cancelOrder.lastRequestedOrderId == "1")
    }
}
