import Foundation

public struct Movie: Equatable, Sendable, Identifiable {
    public let id: Int
    public var title: String // expect: domain-model-immutable
}
