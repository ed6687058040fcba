@testable import ReferenceCharacter

extension PaginationInfoDTO {
	static func stub(
		count: Int = 826,
		pages: Int = 42,
		next: String? = "https://rickandmortyapi.com/api/character?page=2",
		prev: String? = nil
	) -> PaginationInfoDTO {
		PaginationInfoDTO(count: count, pages: pages, next: next, prev: prev)
	}
}
