import Foundation

struct ArticleDTO: Decodable, Sendable {
    let id: Int
    let title: String
}
