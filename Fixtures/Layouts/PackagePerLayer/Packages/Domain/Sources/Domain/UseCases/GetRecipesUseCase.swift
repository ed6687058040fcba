public protocol GetRecipesUseCase: Sendable {
    func execute() async throws(RecipeError) -> [Recipe]
}

public struct GetRecipesUseCaseImpl: GetRecipesUseCase {
    private let repository: any RecipeRepository

    public init(repository: any RecipeRepository) {
        self.repository = repository
    }

    public func execute() async throws(RecipeError) -> [Recipe] {
        try await repository.recipes()
    }
}
