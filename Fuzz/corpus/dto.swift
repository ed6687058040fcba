struct PlanetDTO: Decodable { let name: String; let id: Int }
extension PlanetDTO { func toDomain() -> Planet { Planet(name: name) } }
typealias Raw = PlanetDTO
enum Kind: String, Codable { case a = "x", b(Int, label: String), c }
