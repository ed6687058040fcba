public struct Recipe: Equatable, Sendable, Identifiable {
    public let id: Int
    public let title: String
    public let minutes: Int

    public init(id: Int, title: String, minutes: Int) {
        self.id = id
        self.title = title
        self.minutes = minutes
    }

    public var isQuick: Bool { minutes <= 20 }
}
