@testable import Feature
final class PlanetRepositoryMock: PlanetRepositoryContract, @unchecked Sendable {
    var result: Result<Planet, PlanetError> = .success(.stub())
    var listResult: Result<[Planet], PlanetError> = .failure(.notFound)
    private(set) var calls = 0
    func get(_ id: Int) async throws(PlanetError) -> Planet { calls += 1; return try result.get() }
}
