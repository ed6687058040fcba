@MainActor
protocol FeedViewModelContract: AnyObject {
    var items: [FeedItem] { get }
}
