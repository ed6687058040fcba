protocol ProfileRepositoryContract: Sendable {
    func profile() async throws(ProfileError) -> Profile
}

protocol ProfileStore: Sendable { // expect: repository-contracts-named
    func save(_ profile: Profile) async
}

enum ProfileError: Error, Equatable {
    case loadFailed
}
