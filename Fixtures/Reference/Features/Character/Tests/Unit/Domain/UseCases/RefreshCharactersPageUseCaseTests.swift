import Foundation
import Testing

@testable import ReferenceCharacter

struct RefreshCharactersPageUseCaseTests {
	@Test("Execute returns page from repository")
	func executeReturnsPage() async throws {
		// Given
		let expected = CharactersPage.stub()
		let repositoryMock = CharactersPageRepositoryMock()
		repositoryMock.result = .success(expected)
		let sut = RefreshCharactersPageUseCase(repository: repositoryMock)

		// When
		let value = try await sut.execute(page: 1)

		// Then
		#expect(value == expected)
	}

	@Test("Execute calls repository with correct page and remoteFirst cache policy")
	func executeCallsRepositoryWithRemoteFirst() async throws {
		// Given
		let repositoryMock = CharactersPageRepositoryMock()
		repositoryMock.result = .success(.stub())
		let sut = RefreshCharactersPageUseCase(repository: repositoryMock)

		// When
		_ = try await sut.execute(page: 3)

		// Then
		#expect(repositoryMock.getCharactersPageCallCount == 1)
		#expect(repositoryMock.lastRequestedPage == 3)
		#expect(repositoryMock.lastCachePolicy == .remoteFirst)
	}

	@Test("Execute propagates repository error")
	func executePropagatesError() async throws {
		// Given
		let repositoryMock = CharactersPageRepositoryMock()
		repositoryMock.result = .failure(.invalidPage(page: 99))
		let sut = RefreshCharactersPageUseCase(repository: repositoryMock)

		// When / Then
		await #expect(throws: CharacterError.invalidPage(page: 99)) {
			_ = try await sut.execute(page: 99)
		}
	}
}
