protocol PlaceOrderUseCase: Sendable {
    func execute(draft: OrderDraft) async throws(OrderError) -> Order
}
