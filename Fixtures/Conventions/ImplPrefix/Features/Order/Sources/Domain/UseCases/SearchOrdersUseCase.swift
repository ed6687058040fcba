import Foundation

// Separate use case for search: different business rules (seed 002).
protocol SearchOrdersUseCase: Sendable {
    func execute(query: String) async throws(OrderError) -> [Order]
}

final class SearchOrdersInteractor: SearchOrdersUseCase { // expect: contract-suffix
    private let repository: OrderRepository

    init(repository: OrderRepository) {
        self.repository = repository
    }

    func execute(query: String) async throws(OrderError) -> [Order] {
        let query = normalizedQuery(query)
        guard query.count >= 2 else { return [] }  // Business rule: min query length
        return try await repository.searchOrders(query: query)
    }

    func normalizedQuery(_ query: String) -> String { // expect: usecase-single-execute
        query.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
