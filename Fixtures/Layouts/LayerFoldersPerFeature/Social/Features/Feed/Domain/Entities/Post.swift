import Foundation

struct Post: Equatable, Sendable {
    let identifier: String
    var text: String // expect: domain-model-immutable
    let author: ProfileDTO // expect: no-dto-in-domain
}
