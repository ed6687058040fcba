protocol PagedRepositoryContract: Sendable {
	var pageSize: Int { get }

	func clearCache() async
}
