/// Request body sent to the API when creating a character.
struct CreateCharacterRequestDTO: Encodable, Sendable, Equatable {
	let name: String
	let status: String
}
