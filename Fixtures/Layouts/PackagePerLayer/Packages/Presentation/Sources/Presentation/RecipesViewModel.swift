import Domain
import Observation

@MainActor
@Observable
public final class RecipesViewModel {
    public private(set) var recipes: [Recipe] = []
    private let getRecipes: any GetRecipesUseCase

    public init(getRecipes: any GetRecipesUseCase) {
        self.getRecipes = getRecipes
    }

    public func load() async {
        recipes = (try? await getRecipes.execute()) ?? []
    }
}
