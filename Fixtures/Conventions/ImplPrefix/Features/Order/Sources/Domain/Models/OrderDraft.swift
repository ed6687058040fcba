struct OrderDraft: Equatable, Sendable {
    let customerName: String
    let productIdentifiers: [String]

    var isEmpty: Bool {
        productIdentifiers.isEmpty
    }
}
