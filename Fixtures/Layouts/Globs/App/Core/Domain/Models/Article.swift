import Foundation

struct Article: Equatable, Sendable {
    let identifier: Int
    let title: String
}
