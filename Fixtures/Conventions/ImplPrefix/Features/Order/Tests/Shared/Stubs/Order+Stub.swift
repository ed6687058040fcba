import Foundation

@testable import OrderFeature

extension Order {
    static func stub(
        id: String = "1",
        customerName: String = "Ada Lovelace",
        status: OrderStatus = .pending,
        total: Decimal = 42,
        placedAt: Date = Date(timeIntervalSince1970: 0)
    ) -> Order {
        Order(id: id, customerName: customerName, status: status, total: total, placedAt: placedAt)
    }
}

extension OrderDTO {
    static func stub(id: String = "1", status: String = "pending") -> OrderDTO {
        OrderDTO(id: id, customerName: "Ada Lovelace", status: status, total: 42, placedAt: Date(timeIntervalSince1970: 0))
    }
}
