import Foundation

/// Resident URLs (`…/character/1`) to identifiers, for locations and episodes alike.
struct ResidentsMapper: Sendable { // expect: dto-mapping
    func residentIdentifiers(of dto: LocationDTO) -> [Int] {
        dto.residents.compactMap { URL(string: $0).flatMap { Int($0.lastPathComponent) } }
    }
}
