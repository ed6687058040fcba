import Foundation
import Testing

@testable import ReferenceCharacter

@MainActor
struct CharacterListViewModelTests {
	private let getCharactersPageUseCaseMock = GetCharactersPageUseCaseMock()
	private let refreshCharactersPageUseCaseMock = RefreshCharactersPageUseCaseMock()
	private let searchCharactersPageUseCaseMock = SearchCharactersPageUseCaseMock()

	@Test("Initial state is idle")
	@available(macOS 14.0, iOS 17.0, *)
	func initialStateIsIdle() {
		// Given
		let sut = makeSUT()

		// When
		let state = sut.state

		// Then
		#expect(state == .idle)
	}

	@Test("Did appear loads the first page and ends in loaded state")
	@available(macOS 14.0, iOS 17.0, *)
	func didAppearLoadsFirstPage() async {
		// Given
		let sut = makeSUT()
		let page = CharactersPage.stub()
		getCharactersPageUseCaseMock.result = .success(page)

		// When
		await sut.didAppear()

		// Then
		#expect(sut.state == .loaded(page))
		#expect(getCharactersPageUseCaseMock.executeCallCount == 1)
		#expect(getCharactersPageUseCaseMock.lastRequestedPage == 1)
	}

	@Test("Did appear ends in empty state when the page has no characters")
	@available(macOS 14.0, iOS 17.0, *)
	func didAppearEndsEmpty() async {
		// Given
		let sut = makeSUT()
		getCharactersPageUseCaseMock.result = .success(.empty(page: 1))

		// When
		await sut.didAppear()

		// Then
		#expect(sut.state == .empty)
	}

	@Test("Did appear ends in error state when the use case fails")
	@available(macOS 14.0, iOS 17.0, *)
	func didAppearEndsInError() async {
		// Given
		let sut = makeSUT()
		getCharactersPageUseCaseMock.result = .failure(.loadFailed)

		// When
		await sut.didAppear()

		// Then
		#expect(sut.state == .error(.loadFailed))
	}

	@Test("Pull to refresh uses the refresh use case, not the get use case")
	@available(macOS 14.0, iOS 17.0, *)
	func didPullToRefreshUsesRefreshUseCase() async {
		// Given
		let sut = makeSUT()
		let page = CharactersPage.stub(characters: [.stub(id: 9)])
		refreshCharactersPageUseCaseMock.result = .success(page)

		// When
		await sut.didPullToRefresh()

		// Then
		#expect(sut.state == .loaded(page))
		#expect(refreshCharactersPageUseCaseMock.executeCallCount == 1)
		#expect(getCharactersPageUseCaseMock.executeCallCount == 0)
	}

	@Test("Pull to refresh ends in error state when the use case fails")
	@available(macOS 14.0, iOS 17.0, *)
	func didPullToRefreshEndsInError() async {
		// Given
		let sut = makeSUT()
		refreshCharactersPageUseCaseMock.result = .failure(.loadFailed)

		// When
		await sut.didPullToRefresh()

		// Then
		#expect(sut.state == .error(.loadFailed))
	}

	@Test("Search with a name calls the search use case with a name filter")
	@available(macOS 14.0, iOS 17.0, *)
	func didSearchCallsSearchUseCase() async {
		// Given
		let sut = makeSUT()
		let page = CharactersPage.stub()
		searchCharactersPageUseCaseMock.result = .success(page)

		// When
		await sut.didSearch(name: "Morty")

		// Then
		#expect(sut.state == .loaded(page))
		#expect(searchCharactersPageUseCaseMock.lastRequestedPage == 1)
		#expect(searchCharactersPageUseCaseMock.lastRequestedFilter == CharacterFilter(name: "Morty", status: nil))
	}

	@Test("Search with a blank name loads the first page instead of searching")
	@available(macOS 14.0, iOS 17.0, *)
	func didSearchWithBlankNameLoadsFirstPage() async {
		// Given
		let sut = makeSUT()
		getCharactersPageUseCaseMock.result = .success(.stub())

		// When
		await sut.didSearch(name: "  ")

		// Then
		#expect(searchCharactersPageUseCaseMock.executeCallCount == 0)
		#expect(getCharactersPageUseCaseMock.executeCallCount == 1)
	}

	@Test("Search ends in error state when the use case fails")
	@available(macOS 14.0, iOS 17.0, *)
	func didSearchEndsInError() async {
		// Given
		let sut = makeSUT()
		searchCharactersPageUseCaseMock.result = .failure(.invalidPage(page: 1))

		// When
		await sut.didSearch(name: "Nobody")

		// Then
		#expect(sut.state == .error(.invalidPage(page: 1)))
	}
}

// MARK: - Helpers

@available(macOS 14.0, iOS 17.0, *)
private extension CharacterListViewModelTests {
	func makeSUT() -> CharacterListViewModel {
		CharacterListViewModel(
			getCharactersPageUseCase: getCharactersPageUseCaseMock,
			refreshCharactersPageUseCase: refreshCharactersPageUseCaseMock,
			searchCharactersPageUseCase: searchCharactersPageUseCaseMock
		)
	}
}
