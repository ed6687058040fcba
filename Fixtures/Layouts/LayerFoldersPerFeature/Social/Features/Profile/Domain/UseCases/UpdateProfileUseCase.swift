import Foundation

protocol UpdateProfile: Sendable { // expect: contract-suffix, usecase-has-mock
    func execute(_ profile: Profile) async throws(ProfileError)
}
