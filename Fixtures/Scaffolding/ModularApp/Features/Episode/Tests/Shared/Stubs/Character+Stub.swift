@testable import AppCharacter

extension Character {
	static func stub(id: Int = 1, name: String = "Rick Sanchez") -> Character {
		Character(id: id, name: name)
	}
}
