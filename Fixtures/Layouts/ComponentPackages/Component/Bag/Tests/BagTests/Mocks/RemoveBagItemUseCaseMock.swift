import Foundation
@testable import Bag

final class RemoveBagItemUseCaseMock: RemoveBagItemUseCase, @unchecked Sendable {
    var result: Result<Void, BagError> = .failure(.loadFailed())
    private(set) var callCount = 0

    func callAsFunction(productIdentifier: String) async throws(BagError) {
        callCount += 1
        try result.get()
    }
}
