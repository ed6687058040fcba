import Domain
import Infrastructure
import Presentation

@main
struct RecipesApp {
    @MainActor
    static func main() {
        let repository = RecipeRepositoryImpl()
        _ = RecipesViewModel(getRecipes: GetRecipesUseCaseImpl(repository: repository))
    }
}
