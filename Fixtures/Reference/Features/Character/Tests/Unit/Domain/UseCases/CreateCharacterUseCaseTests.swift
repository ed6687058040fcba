import Foundation
import Testing

@testable import ReferenceCharacter

struct CreateCharacterUseCaseTests {
	@Test("Throws emptyName for an empty or blank name", arguments: ["", "   "])
	func throwsErrorForEmptyName(name: String) async throws {
		// Given
		let repositoryMock = CharacterRepositoryMock()
		let sut = CreateCharacterUseCase(repository: repositoryMock)

		// When / Then
		await #expect(throws: CharacterError.emptyName) {
			_ = try await sut.execute(name: name, status: "Alive")
		}
	}

	@Test("Throws invalidStatus for a status that is not a CharacterStatus")
	func throwsErrorForInvalidStatus() async throws {
		// Given
		let repositoryMock = CharacterRepositoryMock()
		let sut = CreateCharacterUseCase(repository: repositoryMock)

		// When / Then
		await #expect(throws: CharacterError.invalidStatus) {
			_ = try await sut.execute(name: "Rick", status: "Invalid")
		}
	}

	@Test("Does not call repository when the name is empty")
	func doesNotCallRepositoryOnEmptyName() async throws {
		// Given
		let repositoryMock = CharacterRepositoryMock()
		let sut = CreateCharacterUseCase(repository: repositoryMock)

		// When
		_ = try? await sut.execute(name: "", status: "Alive")

		// Then
		#expect(repositoryMock.createCallCount == 0)
	}

	@Test("Does not call repository when the status is invalid")
	func doesNotCallRepositoryOnInvalidStatus() async throws {
		// Given
		let repositoryMock = CharacterRepositoryMock()
		let sut = CreateCharacterUseCase(repository: repositoryMock)

		// When
		_ = try? await sut.execute(name: "Rick", status: "Invalid")

		// Then
		#expect(repositoryMock.createCallCount == 0)
	}

	@Test("Creates character with valid input, passing trimmed name and parsed status")
	func createsCharacterWithValidInput() async throws {
		// Given
		let expected = Character.stub()
		let repositoryMock = CharacterRepositoryMock()
		repositoryMock.createResult = .success(expected)
		let sut = CreateCharacterUseCase(repository: repositoryMock)

		// When
		let value = try await sut.execute(name: "  Rick  ", status: "Dead")

		// Then
		#expect(value == expected)
		#expect(repositoryMock.createCallCount == 1)
		#expect(repositoryMock.lastCreatedName == "Rick")
		#expect(repositoryMock.lastCreatedStatus == .dead)
	}

	@Test("Execute propagates repository error")
	func executePropagatesError() async throws {
		// Given
		let repositoryMock = CharacterRepositoryMock()
		repositoryMock.createResult = .failure(.createFailed)
		let sut = CreateCharacterUseCase(repository: repositoryMock)

		// When / Then
		await #expect(throws: CharacterError.createFailed) {
			_ = try await sut.execute(name: "Rick", status: "Alive")
		}
	}
}
