import Foundation

struct ProfileRepository: ProfileRepositoryProtocol {
    private let service: ProfileServiceProtocol

    init(service: ProfileServiceProtocol) {
        self.service = service
    }

    func profile(identifier: String) async throws(ProfileError) -> Profile {
        do {
            return try await service.fetchProfile(identifier: identifier).toDomain()
        } catch {
            throw .loadFailed(description: String(describing: error))
        }
    }
}

private extension ProfileDTO {
    func toDomain() -> Profile {
        Profile(identifier: id, displayName: display_name, bio: bio ?? "")
    }
}
