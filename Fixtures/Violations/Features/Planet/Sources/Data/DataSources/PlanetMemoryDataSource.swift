import Foundation

protocol PlanetMemoryDataSourceContract: AnyObject { // expect: contract-sendable
	func getPlanet(identifier: Int) -> PlanetDTO?
	func savePlanet(_ planet: PlanetDTO)
	func getPage(_ page: Int) -> PlanetsResponse?
	func savePage(_ response: PlanetsResponse, page: Int)
	func removeAll()
}

final class PlanetMemoryDataSource: PlanetMemoryDataSourceContract {
	private let lock = NSLock()
	private var planets: [Int: PlanetDTO] = [:]
	private var pages: [Int: PlanetsResponse] = [:]

	func getPlanet(identifier: Int) -> PlanetDTO? {
		lock.withLock { planets[identifier] }
	}

	func savePlanet(_ planet: PlanetDTO) {
		lock.withLock { planets[planet.id] = planet }
	}

	func getPage(_ page: Int) -> PlanetsResponse? {
		lock.withLock { pages[page] }
	}

	func savePage(_ response: PlanetsResponse, page: Int) {
		lock.withLock { pages[page] = response }
	}

	func removeAll() {
		lock.withLock {
			planets.removeAll()
			pages.removeAll()
		}
	}
}
