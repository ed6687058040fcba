import Foundation
import Observation

@MainActor
@Observable
final class ProfileViewModel {
    private(set) var profile: Profile?
    private let getProfile: GetProfileUseCaseProtocol

    init(getProfile: GetProfileUseCaseProtocol) {
        self.getProfile = getProfile
    }

    func load(identifier: String) async {
        profile = try? await getProfile.execute(identifier: identifier)
    }
}
