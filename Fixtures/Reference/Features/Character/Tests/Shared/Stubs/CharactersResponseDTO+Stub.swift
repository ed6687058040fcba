@testable import ReferenceCharacter

extension CharactersResponseDTO {
	static func stub(
		info: PaginationInfoDTO = .stub(),
		results: [CharacterDTO] = [.stub()]
	) -> CharactersResponseDTO {
		CharactersResponseDTO(info: info, results: results)
	}
}
