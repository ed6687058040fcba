import Foundation
import Testing

@testable import ReferenceCharacter

struct SearchCharactersPageUseCaseTests {
	@Test("Execute returns page from repository")
	func executeReturnsPage() async throws {
		// Given
		let expected = CharactersPage.stub()
		let repositoryMock = CharactersPageRepositoryMock()
		repositoryMock.searchResult = .success(expected)
		let sut = SearchCharactersPageUseCase(repository: repositoryMock)

		// When
		let value = try await sut.execute(page: 1, filter: .stub())

		// Then
		#expect(value == expected)
	}

	@Test("Execute calls repository search with correct page and filter, never the cached page")
	func executeCallsRepositoryWithCorrectParameters() async throws {
		// Given
		let filter = CharacterFilter.stub(name: "Rick", status: .alive)
		let repositoryMock = CharactersPageRepositoryMock()
		repositoryMock.searchResult = .success(.stub())
		let sut = SearchCharactersPageUseCase(repository: repositoryMock)

		// When
		_ = try await sut.execute(page: 2, filter: filter)

		// Then
		#expect(repositoryMock.searchCharactersPageCallCount == 1)
		#expect(repositoryMock.getCharactersPageCallCount == 0)
		#expect(repositoryMock.lastRequestedPage == 2)
		#expect(repositoryMock.lastRequestedFilter == filter)
	}

	@Test("Execute propagates repository error")
	func executePropagatesError() async throws {
		// Given
		let repositoryMock = CharactersPageRepositoryMock()
		repositoryMock.searchResult = .failure(.loadFailed)
		let sut = SearchCharactersPageUseCase(repository: repositoryMock)

		// When / Then
		await #expect(throws: CharacterError.loadFailed) {
			_ = try await sut.execute(page: 1, filter: .stub())
		}
	}
}
