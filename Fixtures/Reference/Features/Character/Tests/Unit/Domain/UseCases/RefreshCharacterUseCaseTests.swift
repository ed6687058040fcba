import Foundation
import Testing

@testable import ReferenceCharacter

struct RefreshCharacterUseCaseTests {
	@Test("Execute returns character from repository")
	func executeReturnsCharacter() async throws {
		// Given
		let expected = Character.stub()
		let repositoryMock = CharacterRepositoryMock()
		repositoryMock.result = .success(expected)
		let sut = RefreshCharacterUseCase(repository: repositoryMock)

		// When
		let value = try await sut.execute(identifier: 1)

		// Then
		#expect(value == expected)
	}

	@Test("Execute calls repository with correct identifier and remoteFirst cache policy")
	func executeCallsRepositoryWithRemoteFirst() async throws {
		// Given
		let repositoryMock = CharacterRepositoryMock()
		repositoryMock.result = .success(.stub())
		let sut = RefreshCharacterUseCase(repository: repositoryMock)

		// When
		_ = try await sut.execute(identifier: 42)

		// Then
		#expect(repositoryMock.getCharacterCallCount == 1)
		#expect(repositoryMock.lastRequestedIdentifier == 42)
		#expect(repositoryMock.lastCachePolicy == .remoteFirst)
	}

	@Test("Execute propagates repository error")
	func executePropagatesError() async throws {
		// Given
		let repositoryMock = CharacterRepositoryMock()
		repositoryMock.result = .failure(.notFound(identifier: 1))
		let sut = RefreshCharacterUseCase(repository: repositoryMock)

		// When / Then
		await #expect(throws: CharacterError.notFound(identifier: 1)) {
			_ = try await sut.execute(identifier: 1)
		}
	}
}
