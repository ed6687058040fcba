import Foundation

struct Order: Equatable, Identifiable, Sendable {
    let id: String
    let customerName: String
    let status: OrderStatus
    let total: Decimal
    let placedAt: Date

    var isCancellable: Bool {
        status == .pending || status == .confirmed
    }
}
