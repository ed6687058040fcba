@testable import Domain
import Testing

private final class RecipeRepositoryMock: RecipeRepository, @unchecked Sendable {
    func recipes() async throws(RecipeError) -> [Recipe] { [] }
    func recipe(id: Int) async throws(RecipeError) -> Recipe { throw .notFound }
}

@Suite("GetRecipeUseCase")
struct GetRecipeUseCaseTests {
    @Test("Execute fails with the repository's error")
    func failsWithTheRepository() async {
        await #expect(throws: RecipeError.notFound) { try await GetRecipeUseCaseImpl(repository: RecipeRepositoryMock()).execute(id: 1) }
    }
}
