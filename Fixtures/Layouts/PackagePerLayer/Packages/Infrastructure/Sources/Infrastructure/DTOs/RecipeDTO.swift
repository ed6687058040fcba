struct RecipeDTO: Decodable, Sendable {
    let id: Int
    let title: String
    let readyInMinutes: Int
}
