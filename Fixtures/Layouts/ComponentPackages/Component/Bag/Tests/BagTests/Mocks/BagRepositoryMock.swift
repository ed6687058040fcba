import Foundation
@testable import Bag

final class BagRepositoryMock: BagRepository, @unchecked Sendable {
    var result: Result<[BagItem], BagError> = .failure(.loadFailed())

    func items() async throws(BagError) -> [BagItem] {
        try result.get()
    }

    func add(_ item: BagItem) async throws(BagError) {}
}
