struct Vehicle: Equatable {
	let id: Int
	let name: String
	let model: String
	let crew: Int
	let passengers: Int
	let isFavorite: Bool

	var capacity: Int {
		crew + passengers
	}
}
