import Foundation
import Testing
@testable import Bag

struct GetBagItemsUseCaseTests {
    @Test("calling the use case returns the repository's items")
    func returnsItems() async throws {
        let repository = BagRepositoryMock()
        repository.result = .success([BagItem(productIdentifier: "42", quantity: 1)])
        let sut = DefaultGetBagItemsUseCase(repository: repository)
        let items = try await sut()
        #expect(items.count == 1)
    }
}
