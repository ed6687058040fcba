import Foundation
struct Planet { let dto: PlanetDTO? }
func convert(_ d: PlanetResponseDTO) -> Planet { fatalError() }
// PlanetDTO in a comment is fine
let s = "PlanetDTO in a string is fine"
