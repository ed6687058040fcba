struct CharactersResponseDTO: Decodable, Sendable, Equatable {
	let info: PaginationInfoDTO
	let results: [CharacterDTO]
}
