import ChallengeCore
import Spyable

// The Spyable macro generates `ParkVehicleUseCaseContractSpy`, the contract's test double.
@Spyable
protocol ParkVehicleUseCaseContract: Sendable {
	func execute(identifier: Int, spot: String) async throws(VehicleError)
}
