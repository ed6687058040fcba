import Observation

@MainActor
@Observable
final class ProductListViewModel: ProductListViewModelProtocol {
    private(set) var state: ProductListViewState = .loading
    private let loadProducts: any LoadProductsUseCaseProtocol

    init(loadProducts: any LoadProductsUseCaseProtocol) {
        self.loadProducts = loadProducts
    }

    func didAppear() async { await reload() }

    func reload() async {
        do { state = .loaded(try await loadProducts.execute()) } catch { state = .failed }
    }
}
