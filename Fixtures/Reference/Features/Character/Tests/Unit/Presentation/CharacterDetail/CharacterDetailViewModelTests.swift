import Foundation
import Testing

@testable import ReferenceCharacter

@MainActor
struct CharacterDetailViewModelTests {
	private let getCharacterUseCaseMock = GetCharacterUseCaseMock()
	private let refreshCharacterUseCaseMock = RefreshCharacterUseCaseMock()

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

	@Test("Did appear loads the character with its identifier and ends in loaded state")
	@available(macOS 14.0, iOS 17.0, *)
	func didAppearLoadsCharacter() async {
		// Given
		let sut = makeSUT()
		let character = Character.stub(id: 42)
		getCharacterUseCaseMock.result = .success(character)

		// When
		await sut.didAppear()

		// Then
		#expect(sut.state == .loaded(character))
		#expect(getCharacterUseCaseMock.lastRequestedIdentifier == 42)
	}

	@Test("Did appear ends in error state when the use case fails")
	@available(macOS 14.0, iOS 17.0, *)
	func didAppearEndsInError() async {
		// Given
		let sut = makeSUT()
		getCharacterUseCaseMock.result = .failure(.notFound(identifier: 42))

		// When
		await sut.didAppear()

		// Then
		#expect(sut.state == .error(.notFound(identifier: 42)))
	}

	@Test("Pull to refresh uses the refresh use case, not the get use case")
	@available(macOS 14.0, iOS 17.0, *)
	func didPullToRefreshUsesRefreshUseCase() async {
		// Given
		let sut = makeSUT()
		let character = Character.stub(id: 42, name: "Fresh Rick")
		refreshCharacterUseCaseMock.result = .success(character)

		// When
		await sut.didPullToRefresh()

		// Then
		#expect(sut.state == .loaded(character))
		#expect(refreshCharacterUseCaseMock.executeCallCount == 1)
		#expect(refreshCharacterUseCaseMock.lastRequestedIdentifier == 42)
		#expect(getCharacterUseCaseMock.executeCallCount == 0)
	}

	@Test("Pull to refresh ends in error state when the use case fails")
	@available(macOS 14.0, iOS 17.0, *)
	func didPullToRefreshEndsInError() async {
		// Given
		let sut = makeSUT()
		refreshCharacterUseCaseMock.result = .failure(.loadFailed)

		// When
		await sut.didPullToRefresh()

		// Then
		#expect(sut.state == .error(.loadFailed))
	}
}

// MARK: - Helpers

@available(macOS 14.0, iOS 17.0, *)
private extension CharacterDetailViewModelTests {
	func makeSUT() -> CharacterDetailViewModel {
		CharacterDetailViewModel(
			identifier: 42,
			getCharacterUseCase: getCharacterUseCaseMock,
			refreshCharacterUseCase: refreshCharacterUseCaseMock
		)
	}
}
