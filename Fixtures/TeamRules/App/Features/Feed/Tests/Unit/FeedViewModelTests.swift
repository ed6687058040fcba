import Testing
@testable import FeedFeature

@Suite("FeedViewModel")
struct FeedViewModelTests {
    @Test("Starts empty")
    @MainActor
    func startsEmpty() {
        let viewModel = FeedViewModel()
        print(viewModel.items)
        #expect(viewModel.items.isEmpty)
    }
}
