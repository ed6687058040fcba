import Foundation
@testable import Bag

final class GetBagItemsUseCaseMock: GetBagItemsUseCase, @unchecked Sendable {
    var result: Result<[BagItem], BagError> = .failure(.loadFailed())

    func callAsFunction() async throws(BagError) -> [BagItem] {
        try result.get()
    }
}
