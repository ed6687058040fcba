@testable import Domain
import Testing

private final class RecipeRepositoryMock: RecipeRepository, @unchecked Sendable {
    var result: Result<[Recipe], RecipeError> = .failure(.loadFailed)

    func recipes() async throws(RecipeError) -> [Recipe] { try result.get() }
    func recipe(id: Int) async throws(RecipeError) -> Recipe { throw .notFound }
}

@Suite("GetRecipesUseCase")
struct GetRecipesUseCaseTests {
    @Test("Execute returns the repository's recipes")
    func returnsRecipes() async throws {
        let repository = RecipeRepositoryMock()
        repository.result = .success([Recipe(id: 1, title: "Soup", minutes: 15)])
        let recipes = try await GetRecipesUseCaseImpl(repository: repository).execute()
        #expect(recipes.count == 1)
    }
}
