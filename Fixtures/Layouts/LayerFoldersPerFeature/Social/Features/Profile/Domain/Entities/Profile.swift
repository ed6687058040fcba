import Foundation

struct Profile: Equatable, Sendable {
    let identifier: String
    let displayName: String
    let bio: String
}
