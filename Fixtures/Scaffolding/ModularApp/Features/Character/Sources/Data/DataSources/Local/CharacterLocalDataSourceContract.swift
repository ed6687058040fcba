protocol CharacterLocalDataSourceContract: Actor {
	func getCharacters(identifiers: [Int]) -> [CharacterDTO]?
	func saveCharacters(_ characters: [CharacterDTO], identifiers: [Int])
}
