import Foundation
@testable import App

final class GetArticlesUseCaseMock: GetArticlesUseCaseContract, @unchecked Sendable {
    var result: Result<[Article], NewsError> = .failure(.loadFailed())
    var executeCallCount = 0 // expect: mock-conventions

    func execute() async throws(NewsError) -> [Article] {
        executeCallCount += 1
        return try result.get()
    }
}
