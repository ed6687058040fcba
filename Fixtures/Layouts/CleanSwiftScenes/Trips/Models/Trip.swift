struct Trip: Equatable, Sendable {
    let id: Int
    let title: String
}
