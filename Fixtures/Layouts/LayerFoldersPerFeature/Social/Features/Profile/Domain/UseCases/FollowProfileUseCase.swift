import Foundation

protocol FollowProfileUseCaseProtocol: Sendable {
    func execute(identifier: String) async throws(ProfileError)
}

struct FollowProfileUseCase: FollowProfileUseCaseProtocol {
    private let repository: ProfileFollowRepositoryProtocol

    init(repository: ProfileFollowRepositoryProtocol) {
        self.repository = repository
    }

    func execute(identifier: String) async throws(ProfileError) {
        try await repository.follow(identifier: identifier)
    }
}
