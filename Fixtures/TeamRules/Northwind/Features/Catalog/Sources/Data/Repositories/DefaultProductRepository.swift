import Foundation
import NorthwindCore

struct DefaultProductRepository: ProductRepositoryProtocol {
    let remote: any ProductRemoteDataSourceProtocol

    func products() async throws -> [Product] { // expect: repository-throws-feature-error
        try await remote.products().map { Product(id: $0.id, name: $0.name, price: Money(cents: $0.cents, currency: "EUR")) }
    }
}
