@testable import ReferenceCharacter

extension CharacterFilter {
	static func stub(name: String? = "Rick", status: CharacterStatus? = nil) -> CharacterFilter {
		CharacterFilter(name: name, status: status)
	}
}
