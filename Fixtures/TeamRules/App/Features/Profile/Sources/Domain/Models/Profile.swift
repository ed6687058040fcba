import Foundation
import Combine // expect: domain-imports-foundation-only

struct Profile: Equatable, Sendable {
    let id: Int
    let name: String
}
