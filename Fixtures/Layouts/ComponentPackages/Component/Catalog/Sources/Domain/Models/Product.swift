import Foundation

public struct Product: Equatable, Sendable {
    public let identifier: String
    public let name: String
}
