/// A page of planets as the Domain sees it. The repository builds it from the API response,
/// so nothing here knows about PlanetDTO or pagination URLs.
struct PlanetsPage: Equatable {
	let planets: [Planet]
	let currentPage: Int
	let totalPages: Int

	var hasNextPage: Bool {
		currentPage < totalPages
	}

	static func make(from response: PlanetsResponse, page: Int) -> PlanetsPage { // expect: no-dto-in-domain
		PlanetsPage(
			planets: response.results.map(Planet.init(dto:)),
			currentPage: page,
			totalPages: response.info.pages
		)
	}
}
