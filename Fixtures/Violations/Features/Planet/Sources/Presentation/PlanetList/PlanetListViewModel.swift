import Foundation
import Observation

@MainActor
protocol PlanetListViewModelContract: AnyObject {
	var state: PlanetListViewState { get }
	var searchQuery: String { get set }
	func didAppear() async
	func didTapRetry() async
	func didSubmitSearch() async
}

enum PlanetListViewState: Equatable {
	case idle
	case loading
	case loaded(PlanetsPage)
	case empty
	case error(PlanetError)
}

@Observable
@MainActor
final class PlanetListViewModel: PlanetListViewModelContract {
	private(set) var state: PlanetListViewState = .idle
	var searchQuery = ""

	private let searchPlanetsPageUseCase: SearchPlanetsPageUseCaseContract

	init(searchPlanetsPageUseCase: SearchPlanetsPageUseCaseContract) {
		self.searchPlanetsPageUseCase = searchPlanetsPageUseCase
	}

	func didAppear() async {
		await load()
	}

	func didTapRetry() async {
		await load()
	}

	func didSubmitSearch() async {
		await load()
	}

	private func load() async {
		state = .loading
		do {
			let page = try await searchPlanetsPageUseCase.execute(page: 1, query: searchQuery)
			state = page.planets.isEmpty ? .empty : .loaded(page)
		} catch let error as PlanetError {
			state = .error(error)
		} catch {
			state = .error(.loadFailed(description: error.localizedDescription))
		}
	}
}
