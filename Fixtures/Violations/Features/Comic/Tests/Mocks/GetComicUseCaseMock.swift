import Foundation

@testable import ChallengeComic

class GetComicUseCaseMock: GetComicUseCaseContract { // expect: mock-conventions
    var result: Result<Comic, ComicError> = .failure(.loadFailed)
    var executeCallCount = 0 // expect: mock-conventions
    var lastRequestedIdentifier: Int? // expect: mock-conventions

    func execute(identifier: Int) async throws(ComicError) -> Comic {
        executeCallCount += 1
        lastRequestedIdentifier = identifier
        return try result.get()
    }
}
