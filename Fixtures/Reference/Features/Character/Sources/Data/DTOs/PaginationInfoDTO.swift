struct PaginationInfoDTO: Decodable, Sendable, Equatable {
	let count: Int
	let pages: Int
	let next: String?
	let prev: String?
}
