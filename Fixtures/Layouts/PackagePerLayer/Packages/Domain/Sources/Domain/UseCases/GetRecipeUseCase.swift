public protocol GetRecipeUseCase: Sendable {
    func execute(id: Int) async throws(RecipeError) -> Recipe
}

public struct GetRecipeUseCaseImpl: GetRecipeUseCase {
    private let repository: any RecipeRepository

    public init(repository: any RecipeRepository) {
        self.repository = repository
    }

    public func execute(id: Int) async throws(RecipeError) -> Recipe {
        try await repository.recipe(id: id)
    }
}
