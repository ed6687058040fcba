/// Equatable through the extension below: not reported.
struct FilmCredits: Sendable {
	let filmIdentifier: Int
	let cast: [String]
	let crew: [String]

	var castCount: Int {
		cast.count
	}
}

extension FilmCredits: Equatable {}
