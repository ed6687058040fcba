import Foundation

public protocol ClearBagUseCase: Sendable {
    func callAsFunction() async throws(BagError)
}

struct DefaultClearBagUseCase: ClearBagUseCase {
    private let repository: BagRepository

    init(repository: BagRepository) {
        self.repository = repository
    }

    func callAsFunction() async throws(BagError) {
        _ = try await repository.items()
    }
}
