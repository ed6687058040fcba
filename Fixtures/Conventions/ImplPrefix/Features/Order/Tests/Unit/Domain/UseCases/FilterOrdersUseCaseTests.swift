import Testing

@testable import OrderFeature

struct FilterOrdersUseCaseTests {
    @Test("Keeps the orders with the status")
    func keepsMatchingOrders() {
        // Given
        let orders = [Order.stub(id: "1", status: .pending), Order.stub(id: "2", status: .shipped)]
        let sut = FilterOrdersUseCaseImpl()

        // When
        let value = sut.execute(orders: orders, status: .shipped)

        // Then
        #expect(value.map(\.id) == ["2"])
    }

    @Test // expect: test-description
    func returnsEmptyListWhenNothingMatches() {
        let sut = FilterOrdersUseCaseImpl()

        #expect(sut.execute(orders: [.stub(status: .pending)], status: .delivered).isEmpty)
    }
}
