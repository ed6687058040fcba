import Observation

@MainActor
@Observable
final class CartViewModel: CartViewModelProtocol { // expect: viewmodel-shape
    var state: [CartLine] = []
    private let repository: any CartRepositoryProtocol // expect: viewmodel-uses-usecase-contracts

    init(repository: any CartRepositoryProtocol) { // expect: viewmodel-uses-usecase-contracts
        self.repository = repository
    }

    func didAppear() async {
        state = (try? await repository.lines()) ?? []
    }
}
