enum OrderStatus: String, Sendable, CaseIterable {
    case pending
    case confirmed
    case shipped
    case delivered
    case cancelled
}
