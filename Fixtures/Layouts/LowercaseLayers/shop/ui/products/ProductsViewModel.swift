import Foundation
import Observation

@MainActor
@Observable
final class ProductsViewModel {
    private let getProducts: GetProductsUseCase
    var products: [Product] = []

    init(getProducts: GetProductsUseCase) {
        self.getProducts = getProducts
    }

    func load() async {
        products = (try? await getProducts.execute()) ?? []
    }
}
