import Foundation
import Testing
@testable import Bag

struct RemoveBagItemUseCaseTests {
    @Test("removing an item the bag does not hold fails with itemUnavailable")
    func unavailableItem() async throws {
        let repository = BagRepositoryMock()
        repository.result = .success([])
        let sut = DefaultRemoveBagItemUseCase(repository: repository)
        await #expect(throws: BagError.itemUnavailable) { try await sut(productIdentifier: "42") }
    }
}
