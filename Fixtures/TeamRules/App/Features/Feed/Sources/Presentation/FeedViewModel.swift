import Observation

@MainActor
@Observable
final class FeedViewModel: FeedViewModelContract {
    var items: [FeedItem] = []
}
