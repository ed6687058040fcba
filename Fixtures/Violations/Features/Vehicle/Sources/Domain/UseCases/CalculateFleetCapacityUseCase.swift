protocol CalculateFleetCapacityUseCaseContract: Sendable { // expect: usecase-has-mock, usecase-has-tests
	func execute(vehicles: [Vehicle]) -> Int // expect: usecase-async
}

struct CalculateFleetCapacityUseCase: CalculateFleetCapacityUseCaseContract {
	func execute(vehicles: [Vehicle]) -> Int {
		vehicles.reduce(0) { $0 + $1.capacity }
	}
}
