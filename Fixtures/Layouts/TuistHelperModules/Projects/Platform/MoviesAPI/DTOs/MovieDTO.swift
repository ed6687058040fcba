import Foundation

struct MovieDTO: Decodable, Sendable {
    let id: Int
    let title: String
}

public struct AnimeDTO: Decodable, Sendable {
    public let id: Int
    public let title: String
}
