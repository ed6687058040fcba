import Testing

@testable import AppEpisode

struct GetEpisodesPageUseCaseTests {
	@Test("Execute returns the page from the repository with localFirst cache policy")
	func executeReturnsPage() async throws {
		// Given
		let repositoryMock = EpisodesPageRepositoryMock()
		repositoryMock.result = .success(.stub())
		let sut = GetEpisodesPageUseCase(repository: repositoryMock)

		// When
		let value = try await sut.execute(page: 2)

		// Then
		#expect(value == .stub())
		#expect(repositoryMock.lastRequestedPage == 2)
		#expect(repositoryMock.lastCachePolicy == .localFirst)
	}
}
