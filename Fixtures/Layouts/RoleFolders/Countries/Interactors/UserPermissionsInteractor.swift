import Foundation

protocol UserPermissionsInteractor: Sendable {
    func execute() async throws(CountriesError) -> Bool
    func resetPermissions() async // expect: usecase-single-execute
}

final class RealUserPermissionsInteractor: UserPermissionsInteractor {
    func execute() async throws(CountriesError) -> Bool { true }
    func resetPermissions() async {} // expect: usecase-single-execute
}
