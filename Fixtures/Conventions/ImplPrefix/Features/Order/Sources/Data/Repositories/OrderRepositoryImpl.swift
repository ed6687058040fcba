import ShopNetworking

struct OrderRepositoryImpl: OrderRepository {
    private let remoteDataSource: OrderRemoteDataSource
    private let memoryDataSource: OrderMemoryDataSource

    init(remoteDataSource: OrderRemoteDataSource, memoryDataSource: OrderMemoryDataSource) {
        self.remoteDataSource = remoteDataSource
        self.memoryDataSource = memoryDataSource
    }

    func getOrders(cachePolicy: CachePolicy) async throws(OrderError) -> [Order] {
        if cachePolicy == .localFirst, let cached = await memoryDataSource.getOrders() {
            return cached.map { $0.toDomain() }
        }
        do {
            let dtos = try await remoteDataSource.fetchOrders()
            await memoryDataSource.saveOrders(dtos)
            return dtos.map { $0.toDomain() }
        } catch {
            throw .loadFailed
        }
    }

    func getOrderDetail(identifier: String, cachePolicy: CachePolicy) async throws(OrderError) -> Order {
        if cachePolicy == .localFirst, let cached = await memoryDataSource.getOrder(identifier: identifier) {
            return cached.toDomain()
        }
        do {
            let dto = try await remoteDataSource.fetchOrder(identifier: identifier)
            await memoryDataSource.saveOrder(dto)
            return dto.toDomain()
        } catch let error as HTTPError {
            throw mapHTTPError(error, identifier: identifier)
        } catch {
            throw .loadFailed
        }
    }

    func searchOrders(query: String) async throws(OrderError) -> [Order] {
        do {
            return try await remoteDataSource.searchOrders(query: query).map { $0.toDomain() }
        } catch {
            throw .loadFailed
        }
    }

    func placeOrder(draft: OrderDraft) async throws(OrderError) -> Order {
        do {
            let dto = try await remoteDataSource.placeOrder(customerName: draft.customerName, productIdentifiers: draft.productIdentifiers)
            await memoryDataSource.saveOrder(dto)
            return dto.toDomain()
        } catch {
            throw .placementFailed
        }
    }

    // The HTTP error reaches the caller unmapped.
    func cancelOrder(identifier: String) async throws { // expect: repository-maps-errors
        try await remoteDataSource.cancelOrder(identifier: identifier)
    }
}

// MARK: - Error Mapping

private extension OrderRepositoryImpl {
    func mapHTTPError(_ error: HTTPError, identifier: String) -> OrderError {
        switch error {
        case .statusCode(404, _):
            return .notFound(id: identifier)
        case .invalidURL, .invalidResponse, .statusCode:
            return .loadFailed
        }
    }
}

// MARK: - DTO to Domain Mapping

private extension OrderDTO {
    func toDomain() -> Order {
        Order(id: id, customerName: customerName, status: OrderStatus(rawValue: status) ?? .pending, total: total, placedAt: placedAt)
    }
}
