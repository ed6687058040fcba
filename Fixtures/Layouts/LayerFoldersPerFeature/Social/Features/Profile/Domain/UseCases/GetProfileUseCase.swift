import Foundation

protocol GetProfileUseCaseProtocol: Sendable {
    func execute(identifier: String) async throws(ProfileError) -> Profile
}

struct GetProfileUseCase: GetProfileUseCaseProtocol {
    private let repository: ProfileRepositoryProtocol

    init(repository: ProfileRepositoryProtocol) {
        self.repository = repository
    }

    func execute(identifier: String) async throws(ProfileError) -> Profile {
        try await repository.profile(identifier: identifier)
    }
}
