import Infrastructure // expect: layer-dependencies

public protocol RecipeRepository: Sendable {
    func recipes() async throws(RecipeError) -> [Recipe]
    func recipe(id: Int) async throws(RecipeError) -> Recipe
}
