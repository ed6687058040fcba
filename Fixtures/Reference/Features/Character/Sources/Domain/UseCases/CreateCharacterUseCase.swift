import Foundation

protocol CreateCharacterUseCaseContract: Sendable {
	func execute(name: String, status: String) async throws(CharacterError) -> Character
}

struct CreateCharacterUseCase: CreateCharacterUseCaseContract {
	private let repository: CharacterRepositoryContract

	init(repository: CharacterRepositoryContract) {
		self.repository = repository
	}

	func execute(name: String, status: String) async throws(CharacterError) -> Character {
		let trimmedName = name.trimmingCharacters(in: .whitespaces)

		guard !trimmedName.isEmpty else {
			throw .emptyName
		}

		guard let characterStatus = CharacterStatus(rawValue: status) else {
			throw .invalidStatus
		}

		return try await repository.createCharacter(name: trimmedName, status: characterStatus)
	}
}
