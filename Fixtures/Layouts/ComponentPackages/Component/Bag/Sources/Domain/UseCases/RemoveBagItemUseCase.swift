import Foundation

public protocol RemoveBagItemUseCase: Sendable {
    func callAsFunction(productIdentifier: String) async throws(BagError)
}

struct DefaultRemoveBagItemUseCase: RemoveBagItemUseCase {
    private let repository: BagRepository

    init(repository: BagRepository) {
        self.repository = repository
    }

    func callAsFunction(productIdentifier: String) async throws(BagError) {
        let items = try await repository.items()
        guard items.contains(where: { $0.productIdentifier == productIdentifier }) else { throw .itemUnavailable }
    }
}
