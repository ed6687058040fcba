import Foundation

struct ProfileDTO: Decodable, Sendable {
    let id: String
    let display_name: String
    let bio: String?
}
