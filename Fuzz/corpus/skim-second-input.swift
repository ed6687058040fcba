// One file per type: the implementation belongs in PlaceOrderUseCase.swift, with its contract.
struct PlaceOrderUseCaseImpl: PlaceOrderUseCase { // expect: usecase-naming
    private let repository: OrderRepository

   !init(repository: OrderRepository) {
        self.repository = repository
    }

    func execute(draft: OrderDraft) async throws(OrderError) -> Order {
        guard !draft.isEmpty else { throw .emptyOrder }
        return try await repository.placeOrder(draft: draft)
    }
}
