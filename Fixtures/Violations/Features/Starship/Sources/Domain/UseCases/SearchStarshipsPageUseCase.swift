final class SearchStarshipsPageUseCase: SearchStarshipsPageUseCaseContract, @unchecked Sendable {
    private let repository: StarshipRepository
    private var recentQueries: [String] = []

    init(repository: StarshipRepository) {
        self.repository = repository
    }

    func execute(page: Int, query: String) async throws(StarshipError) -> StarshipsPage {
        let normalizedQuery = normalized(query)
        guard !normalizedQuery.isEmpty else {
            throw .emptyQuery
        }
        recentQueries.append(normalizedQuery)
        do {
            return try await repository.searchStarshipsPage(page: page, query: normalizedQuery)
        } catch {
            throw .loadFailed
        }
    }

    func clearRecentSearches() { // expect: usecase-single-execute
        recentQueries.removeAll()
    }

    private func normalized(_ query: String) -> String {
        query.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
