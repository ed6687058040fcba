protocol LocationMemoryDataSourceContract: Actor {
    func getLocation(identifier: Int) -> Location?
    func saveLocation(_ dto: LocationDTO)
}

/// Caches mapped locations, so a cache hit does not map again.
actor LocationMemoryDataSource: LocationMemoryDataSourceContract {
    private var locations: [Int: Location] = [:]

    func getLocation(identifier: Int) -> Location? {
        locations[identifier]
    }

    func saveLocation(_ dto: LocationDTO) {
        locations[dto.id] = LocationMapper.toDomain(dto) // expect: dto-mapping
    }
}
