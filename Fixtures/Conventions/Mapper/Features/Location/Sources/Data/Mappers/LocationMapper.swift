import Foundation

enum LocationMapper {
    static func toDomain(_ dto: LocationDTO) -> Location {
        Location(
            id: dto.id,
            name: dto.name,
            type: dto.type,
            dimension: dto.dimension,
            residentIdentifiers: dto.residents.compactMap { URL(string: $0).flatMap { Int($0.lastPathComponent) } }
        )
    }
}
