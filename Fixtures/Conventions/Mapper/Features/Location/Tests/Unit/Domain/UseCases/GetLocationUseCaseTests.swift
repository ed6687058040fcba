import Testing

@testable import ChallengeLocation

struct GetLocationUseCaseTests {
    @Test("Execute returns the location from the repository")
    func executeReturnsLocation() async throws {
        // Given
        let expected = Location(id: 1, name: "Earth (C-137)", type: "Planet", dimension: "Dimension C-137", residentIdentifiers: [1])
        let repositoryMock = LocationRepositoryMock()
        repositoryMock.locationResult = .success(expected)
        let sut = GetLocationUseCase(repository: repositoryMock)

        // When
        let value = try await sut.execute(identifier: 1)

        // Then
        #expect(value == expected)
        #expect(repositoryMock.lastCachePolicy == .localFirst)
    }
}
