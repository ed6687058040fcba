import Foundation
import Testing
@testable import Bag

struct ClearBagUseCaseTests {
    @Test("clearing the bag reads it from the repository")
    func readsTheBag() async throws {
        let repository = BagRepositoryMock()
        repository.result = .success([])
        let sut = DefaultClearBagUseCase(repository: repository)
        try await sut()
    }
}
