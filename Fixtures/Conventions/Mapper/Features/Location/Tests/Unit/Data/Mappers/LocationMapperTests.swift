import Testing

@testable import ChallengeLocation

struct LocationMapperTests {
    @Test("Resident URLs are mapped to character identifiers")
    func mapsResidentIdentifiers() {
        // Given
        let dto = LocationDTO(
            id: 3,
            name: "Citadel of Ricks",
            type: "Space station",
            dimension: "unknown",
            residents: ["https://rickandmortyapi.com/api/character/8", "https://rickandmortyapi.com/api/character/14"]
        )

        // When
        let location = LocationMapper.toDomain(dto)

        // Then
        #expect(location.residentIdentifiers == [8, 14])
    }
}
