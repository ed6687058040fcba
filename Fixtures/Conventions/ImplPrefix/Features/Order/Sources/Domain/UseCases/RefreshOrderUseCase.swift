protocol RefreshOrderUseCase: Sendable { // expect: usecase-naming, usecase-has-mock
    func execute(identifier: String) async throws(OrderError) -> Order
}

final class RefreshOrderUseCaseImpl: RefreshOrderUseCase {
    private let repository: OrderRepositoryImpl // expect: usecase-depends-on-contracts

    init(repository: OrderRepositoryImpl) { // expect: usecase-depends-on-contracts
        self.repository = repository
    }

    func execute(identifier: String) async throws(OrderError) -> Order {
        try await repository.getOrderDetail(identifier: identifier, cachePolicy: .localFirst) // expect: usecase-cache-policy
    }
}
