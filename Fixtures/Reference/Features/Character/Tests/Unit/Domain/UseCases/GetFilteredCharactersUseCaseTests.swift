import Foundation
import Testing

@testable import ReferenceCharacter

struct GetFilteredCharactersUseCaseTests {
	@Test("Returns all characters when no filter is applied")
	func returnsAllCharactersWhenNoFilter() async throws {
		// Given
		let characters = [Character.stub(id: 1, status: .alive), Character.stub(id: 2, status: .dead)]
		let repositoryMock = CharactersPageRepositoryMock()
		repositoryMock.result = .success(.stub(characters: characters))
		let sut = GetFilteredCharactersUseCase(repository: repositoryMock)

		// When
		let value = try await sut.execute(page: 1, status: nil)

		// Then
		#expect(value == characters)
	}

	@Test("Filters characters by status")
	func filtersCharactersByStatus() async throws {
		// Given
		let characters = [
			Character.stub(id: 1, status: .alive),
			Character.stub(id: 2, status: .dead),
			Character.stub(id: 3, status: .alive),
		]
		let repositoryMock = CharactersPageRepositoryMock()
		repositoryMock.result = .success(.stub(characters: characters))
		let sut = GetFilteredCharactersUseCase(repository: repositoryMock)

		// When
		let value = try await sut.execute(page: 1, status: .alive)

		// Then
		#expect(value.map(\.id) == [1, 3])
		#expect(value.allSatisfy { $0.status == .alive })
	}

	@Test("Returns empty array when no characters match filter")
	func returnsEmptyArrayWhenNoMatches() async throws {
		// Given
		let repositoryMock = CharactersPageRepositoryMock()
		repositoryMock.result = .success(.stub(characters: [.stub(status: .alive)]))
		let sut = GetFilteredCharactersUseCase(repository: repositoryMock)

		// When
		let value = try await sut.execute(page: 1, status: .dead)

		// Then
		#expect(value.isEmpty)
	}

	@Test("Execute calls repository with correct page and localFirst cache policy")
	func executeCallsRepositoryWithLocalFirst() async throws {
		// Given
		let repositoryMock = CharactersPageRepositoryMock()
		repositoryMock.result = .success(.stub())
		let sut = GetFilteredCharactersUseCase(repository: repositoryMock)

		// When
		_ = try await sut.execute(page: 2, status: .alive)

		// Then
		#expect(repositoryMock.getCharactersPageCallCount == 1)
		#expect(repositoryMock.lastRequestedPage == 2)
		#expect(repositoryMock.lastCachePolicy == .localFirst)
	}

	@Test("Execute propagates repository error")
	func executePropagatesError() async throws {
		// Given
		let repositoryMock = CharactersPageRepositoryMock()
		repositoryMock.result = .failure(.loadFailed)
		let sut = GetFilteredCharactersUseCase(repository: repositoryMock)

		// When / Then
		await #expect(throws: CharacterError.loadFailed) {
			_ = try await sut.execute(page: 1, status: .alive)
		}
	}
}
