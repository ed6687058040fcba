import Foundation
import Testing
@testable import Social

@MainActor
struct FeedViewModelTests {
    @Test("a new view model has no posts")
    func startsEmpty() {
        #expect(FeedViewModel(repository: FeedRepository()).posts.isEmpty)
    }
}
