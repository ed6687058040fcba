import Foundation

struct ProfileFollowRepository: ProfileFollowRepositoryProtocol {
    func follow(identifier: String) async throws(ProfileError) {}
}
