protocol OrderMemoryDataSource: Actor {
    func getOrders() -> [OrderDTO]?
    func getOrder(identifier: String) -> OrderDTO?
    func saveOrders(_ dtos: [OrderDTO])
    func saveOrder(_ dto: OrderDTO)
}

actor OrderMemoryDataSourceImpl: OrderMemoryDataSource {
    private var ordersByIdentifier: [String: OrderDTO] = [:]
    private var listedIdentifiers: [String]?

    func getOrders() -> [OrderDTO]? {
        listedIdentifiers?.compactMap { ordersByIdentifier[$0] }
    }

    func getOrder(identifier: String) -> OrderDTO? {
        ordersByIdentifier[identifier]
    }

    func saveOrders(_ dtos: [OrderDTO]) {
        for dto in dtos {
            ordersByIdentifier[dto.id] = dto
        }
        listedIdentifiers = dtos.map(\.id)
    }

    func saveOrder(_ dto: OrderDTO) {
        ordersByIdentifier[dto.id] = dto
    }
}
