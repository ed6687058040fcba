public protocol GetPlanetUseCaseContract: Sendable {
    func execute(identifier: Int) async throws(PlanetError) -> Planet
    func validate(identifier: Int) -> Bool
}
public struct GetPlanetUseCase: GetPlanetUseCaseContract {
    private let repository: any PlanetRepositoryContract
    public func execute(identifier: Int) async throws -> Planet { try await repository.get(identifier) }
    public func helper() {}
}
protocol Bad { func execute() throws }
