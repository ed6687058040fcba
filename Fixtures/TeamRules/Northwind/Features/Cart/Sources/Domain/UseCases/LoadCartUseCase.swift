import Foundation

protocol LoadCartUseCaseProtocol: Sendable { // expect: usecase-tested-and-spied
    func execute() async throws(CartError) -> [CartLine]
}

struct DefaultLoadCartUseCase: LoadCartUseCaseProtocol {
    let repository: DefaultCartRepository // expect: usecase-holds-contracts, layers-point-inwards

    func execute() async throws(CartError) -> [CartLine] {
        try await repository.lines()
    }
}
