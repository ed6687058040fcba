import Foundation

public struct FeedItem: Equatable, Sendable {
    public let id: Int
    public let title: String
}
