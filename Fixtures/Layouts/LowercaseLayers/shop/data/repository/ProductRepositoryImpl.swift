import Foundation

struct ProductRepositoryImpl: ProductRepository {
    let session: URLSession

    func products() async throws(ShopError) -> [Product] {
        do {
            let (data, _) = try await session.data(from: URL(string: "https://shop.example.com/products")!)
            return try JSONDecoder().decode([ProductResponse].self, from: data).map { $0.toDomain() }
        } catch {
            throw .loadFailed
        }
    }
}
