struct VehiclesPage: Equatable {
	let vehicles: [Vehicle]
	let currentPage: Int
	let hasNextPage: Bool

	static func empty(page: Int) -> VehiclesPage {
		VehiclesPage(vehicles: [], currentPage: page, hasNextPage: false)
	}
}
