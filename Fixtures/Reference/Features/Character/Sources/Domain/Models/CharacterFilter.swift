import Foundation

struct CharacterFilter: Equatable, Sendable {
	let name: String?
	let status: CharacterStatus?

	// MARK: - Factory

	static func empty() -> CharacterFilter {
		CharacterFilter(name: nil, status: nil)
	}

	// MARK: - Business Rules

	/// A filter without a meaningful name and without a status restricts nothing.
	var isEmpty: Bool {
		let trimmedName = name?.trimmingCharacters(in: .whitespaces) ?? ""
		return trimmedName.isEmpty && status == nil
	}
}
