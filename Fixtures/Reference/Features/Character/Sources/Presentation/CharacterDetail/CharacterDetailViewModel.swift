import Observation

/// Depends only on UseCase contracts; it never sees a repository or a cache policy.
@available(macOS 14.0, iOS 17.0, *)
@MainActor
@Observable
final class CharacterDetailViewModel {
	private(set) var state: CharacterDetailViewState = .idle

	private let identifier: Int
	private let getCharacterUseCase: GetCharacterUseCaseContract
	private let refreshCharacterUseCase: RefreshCharacterUseCaseContract

	init(
		identifier: Int,
		getCharacterUseCase: GetCharacterUseCaseContract,
		refreshCharacterUseCase: RefreshCharacterUseCaseContract
	) {
		self.identifier = identifier
		self.getCharacterUseCase = getCharacterUseCase
		self.refreshCharacterUseCase = refreshCharacterUseCase
	}

	func didAppear() async {
		state = .loading
		do {
			state = .loaded(try await getCharacterUseCase.execute(identifier: identifier))
		} catch {
			state = .error(error)
		}
	}

	func didPullToRefresh() async {
		do {
			state = .loaded(try await refreshCharacterUseCase.execute(identifier: identifier))
		} catch {
			state = .error(error)
		}
	}
}
