import Foundation

protocol ProfileFollowRepositoryProtocol: Sendable {
    func follow(identifier: String) async throws(ProfileError)
}
