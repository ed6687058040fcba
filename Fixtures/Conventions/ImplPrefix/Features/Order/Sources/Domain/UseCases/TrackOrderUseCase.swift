// The contract keeps the `Protocol` suffix of another convention: its mock and tests already
// carry the UseCase's name (`MockTrackOrderUseCase`, `TrackOrderUseCaseTests`).
protocol TrackOrderUseCaseProtocol: Sendable { // expect: usecase-naming
    func execute(orderId: String) async throws(OrderError) -> OrderTracking
}

final class TrackOrderUseCaseImpl: TrackOrderUseCaseProtocol {
    private let repository: RemoteOrderTrackingRepository  // expect: usecase-depends-on-contracts

    init(repository: RemoteOrderTrackingRepository) { // expect: usecase-depends-on-contracts
        self.repository = repository
    }

    func execute(orderId: String) async throws(OrderError) -> OrderTracking {
        try await repository.getTracking(orderId: orderId)
    }
}
