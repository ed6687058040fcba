import Domain
import Foundation

public final class RecipeRepositoryImpl: RecipeRepository {
    private let session: URLSession

    public init(session: URLSession = .shared) {
        self.session = session
    }

    public func recipes() async throws(RecipeError) -> [Recipe] {
        do {
            let (data, _) = try await session.data(from: URL(string: "https://example.com/recipes")!)
            return try JSONDecoder().decode([RecipeDTO].self, from: data).map { $0.toDomain() }
        } catch {
            throw .loadFailed
        }
    }

    public func recipe(id: Int) async throws(RecipeError) -> Recipe {
        guard let recipe = try await recipes().first(where: { $0.id == id }) else { throw .notFound }
        return recipe
    }
}

private extension RecipeDTO {
    func toDomain() -> Recipe {
        Recipe(id: id, title: title, minutes: readyInMinutes)
    }
}
