protocol FeedLocalDataSourceContract: Sendable { // expect: local-data-sources-are-actors
    func items() async -> [FeedItem]
}

protocol FeedCacheLocalDataSourceContract: Actor {
    func clear() async
}

struct Printer {
    func print(_ text: String) {}
}

actor FeedCacheLocalDataSource: FeedCacheLocalDataSourceContract {
    let printer = Printer()

    func clear() async {
        printer.print("cleared")
    }
}
