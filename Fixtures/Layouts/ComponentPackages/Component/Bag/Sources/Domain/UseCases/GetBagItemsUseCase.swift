import Foundation

public protocol GetBagItemsUseCase: Sendable {
    func callAsFunction() async throws(BagError) -> [BagItem]
}

struct DefaultGetBagItemsUseCase: GetBagItemsUseCase {
    private let repository: BagRepository

    init(repository: BagRepository) {
        self.repository = repository
    }

    func callAsFunction() async throws(BagError) -> [BagItem] {
        try await repository.items()
    }
}
