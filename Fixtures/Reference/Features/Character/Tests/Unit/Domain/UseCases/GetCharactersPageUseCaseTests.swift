import Foundation
import Testing

@testable import ReferenceCharacter

struct GetCharactersPageUseCaseTests {
	@Test("Execute returns page from repository")
	func executeReturnsPage() async throws {
		// Given
		let expected = CharactersPage.stub()
		let repositoryMock = CharactersPageRepositoryMock()
		repositoryMock.result = .success(expected)
		let sut = GetCharactersPageUseCase(repository: repositoryMock)

		// When
		let value = try await sut.execute(page: 1)

		// Then
		#expect(value == expected)
	}

	@Test("Execute calls repository with correct page and localFirst cache policy")
	func executeCallsRepositoryWithLocalFirst() async throws {
		// Given
		let repositoryMock = CharactersPageRepositoryMock()
		repositoryMock.result = .success(.stub())
		let sut = GetCharactersPageUseCase(repository: repositoryMock)

		// When
		_ = try await sut.execute(page: 3)

		// Then
		#expect(repositoryMock.getCharactersPageCallCount == 1)
		#expect(repositoryMock.lastRequestedPage == 3)
		#expect(repositoryMock.lastCachePolicy == .localFirst)
	}

	@Test("Execute propagates repository error")
	func executePropagatesError() async throws {
		// Given
		let repositoryMock = CharactersPageRepositoryMock()
		repositoryMock.result = .failure(.invalidPage(page: 99))
		let sut = GetCharactersPageUseCase(repository: repositoryMock)

		// When / Then
		await #expect(throws: CharacterError.invalidPage(page: 99)) {
			_ = try await sut.execute(page: 99)
		}
	}
}
