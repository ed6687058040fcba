import Foundation
@testable import Social

final class ProfileRepositoryMock: ProfileRepositoryProtocol, @unchecked Sendable { // expect: mock-conventions
    var result: Result<Profile, ProfileError> = .failure(.notFound)

    func profile(identifier: String) async throws(ProfileError) -> Profile {
        try result.get()
    }
}
