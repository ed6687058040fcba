import Foundation
@testable import Bag

final class ClearBagUseCaseMock: ClearBagUseCase, @unchecked Sendable {
    var result: Result<Void, BagError> = .failure(.loadFailed())
    private(set) var callCount = 0

    func callAsFunction() async throws(BagError) {
        callCount += 1
        try result.get()
    }
}
