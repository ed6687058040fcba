import Foundation

@testable import ChallengeComic

final class GetComicsPageUseCaseMock: GetComicsPageUseCaseContract, @unchecked Sendable {
    var result: Result<ComicsPage, ComicError> = .failure(.loadFailed)
    private(set) var executeCallCount = 0
    private(set) var lastRequestedPage: Int?

    func execute(page: Int) async throws(ComicError) -> ComicsPage {
        executeCallCount += 1
        lastRequestedPage = page
        return try result.get()
    }
}
