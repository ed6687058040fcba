import Observation

/// Depends only on UseCase contracts; it never sees a repository or a cache policy.
@available(macOS 14.0, iOS 17.0, *)
@MainActor
@Observable
final class CharacterListViewModel {
	private(set) var state: CharacterListViewState = .idle

	private let getCharactersPageUseCase: GetCharactersPageUseCaseContract
	private let refreshCharactersPageUseCase: RefreshCharactersPageUseCaseContract
	private let searchCharactersPageUseCase: SearchCharactersPageUseCaseContract

	init(
		getCharactersPageUseCase: GetCharactersPageUseCaseContract,
		refreshCharactersPageUseCase: RefreshCharactersPageUseCaseContract,
		searchCharactersPageUseCase: SearchCharactersPageUseCaseContract
	) {
		self.getCharactersPageUseCase = getCharactersPageUseCase
		self.refreshCharactersPageUseCase = refreshCharactersPageUseCase
		self.searchCharactersPageUseCase = searchCharactersPageUseCase
	}

	func didAppear() async {
		state = .loading
		do {
			let page = try await getCharactersPageUseCase.execute(page: 1)
			state = Self.state(for: page)
		} catch {
			state = .error(error)
		}
	}

	func didPullToRefresh() async {
		do {
			let page = try await refreshCharactersPageUseCase.execute(page: 1)
			state = Self.state(for: page)
		} catch {
			state = .error(error)
		}
	}

	func didSearch(name: String) async {
		let filter = CharacterFilter(name: name, status: nil)
		guard !filter.isEmpty else {
			await didAppear()
			return
		}
		state = .loading
		do {
			let page = try await searchCharactersPageUseCase.execute(page: 1, filter: filter)
			state = Self.state(for: page)
		} catch {
			state = .error(error)
		}
	}
}

// MARK: - Private

@available(macOS 14.0, iOS 17.0, *)
private extension CharacterListViewModel {
	static func state(for page: CharactersPage) -> CharacterListViewState {
		page.isEmpty ? .empty : .loaded(page)
	}
}
