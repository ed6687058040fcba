// Generated using Sourcery 2.1.7 — https://github.com/krzysztofzablocki/Sourcery
// DO NOT EDIT
// swiftlint:disable all

@testable import ChallengeVehicle

class ArchiveVehicleUseCaseMock: ArchiveVehicleUseCaseContract, @unchecked Sendable {
	var executeIdentifierCallsCount = 0
	var executeCallCount = 0
	var lastIdentifier: Int?
	var executeIdentifierThrowableError: VehicleError?

	func execute(identifier: Int) async throws(VehicleError) {
		executeCallCount += 1
		lastIdentifier = identifier
		if let error = executeIdentifierThrowableError { throw error }
	}
}
