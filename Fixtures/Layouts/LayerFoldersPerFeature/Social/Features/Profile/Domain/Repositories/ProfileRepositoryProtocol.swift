import Foundation

protocol ProfileRepositoryProtocol: Sendable {
    func profile(identifier: String) async throws(ProfileError) -> Profile
}
