import Foundation

// Formatting shared by the list and detail screens, kept next to the model.
extension Film {
	var displayName: String { // expect: domain-model-no-infrastructure
		guard let releaseDate else {
			return title
		}
		let year = Calendar.current.component(.year, from: releaseDate)
		return "\(title) (\(year))"
	}

	func toJSON() -> [String: Any] { // expect: domain-model-no-infrastructure
		["id": id, "title": title, "director": director, "rating": rating]
	}
}
