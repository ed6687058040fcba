import Foundation
import Observation

enum StarshipDetailViewState: Equatable {
    case idle
    case loading
    case loaded(Starship)
    case error(StarshipError)
}

@Observable
@MainActor
final class StarshipDetailViewModel {
    private(set) var state: StarshipDetailViewState = .idle

    private let identifier: Int
    private let refreshStarshipUseCase: RefreshStarshipUseCaseContract

    init(identifier: Int, refreshStarshipUseCase: RefreshStarshipUseCaseContract) {
        self.identifier = identifier
        self.refreshStarshipUseCase = refreshStarshipUseCase
    }

    func didPullToRefresh() async {
        state = .loading
        do {
            let starship = try await refreshStarshipUseCase.execute(identifier: identifier)
            state = .loaded(starship)
        } catch {
            state = .error(error)
        }
    }

    var title: String {
        guard case .loaded(let starship) = state else {
            return ""
        }
        return starship.name
    }
}
