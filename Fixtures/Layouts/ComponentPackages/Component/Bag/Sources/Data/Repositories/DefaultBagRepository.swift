import Bag
import Foundation

public struct DefaultBagRepository: BagRepository {
    private let session: URLSession

    public init(session: URLSession) {
        self.session = session
    }

    public func items() async throws(BagError) -> [BagItem] {
        do {
            let (data, _) = try await session.data(from: URL(string: "https://api.example.com/bag")!)
            return try JSONDecoder().decode([BagItemDTO].self, from: data).map { $0.toDomain() }
        } catch {
            throw .loadFailed(description: String(describing: error))
        }
    }

    public func add(_ item: BagItem) async throws(BagError) {}
}

private extension BagItemDTO {
    func toDomain() -> BagItem {
        BagItem(productIdentifier: productId, quantity: qty)
    }
}
