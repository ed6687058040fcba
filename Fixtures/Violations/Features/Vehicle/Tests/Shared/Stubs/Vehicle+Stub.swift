@testable import ChallengeVehicle

extension Vehicle {
	static func stub(
		id: Int = 4,
		name: String = "Sand Crawler",
		model: String = "Digger Crawler",
		crew: Int = 46,
		passengers: Int = 30,
		isFavorite: Bool = false
	) -> Vehicle {
		Vehicle(id: id, name: name, model: model, crew: crew, passengers: passengers, isFavorite: isFavorite)
	}
}

extension VehiclesPage {
	static func stub(vehicles: [Vehicle] = [.stub()], currentPage: Int = 1, hasNextPage: Bool = false) -> VehiclesPage {
		VehiclesPage(vehicles: vehicles, currentPage: currentPage, hasNextPage: hasNextPage)
	}
}
