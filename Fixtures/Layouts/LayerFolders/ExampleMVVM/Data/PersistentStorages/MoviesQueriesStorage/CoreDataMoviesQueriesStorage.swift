import Foundation

final class CoreDataMoviesQueriesStorage {
    private let maxStorageLimit: Int

    init(maxStorageLimit: Int) {
        self.maxStorageLimit = maxStorageLimit
    }
}

extension CoreDataMoviesQueriesStorage: MoviesQueriesStorage {
    func fetchRecentsQueries(maxCount: Int, completion: @escaping (Result<[MovieQuery], Error>) -> Void) {
        completion(.success([]))
    }

    func saveRecentQuery(query: MovieQuery, completion: @escaping (Result<MovieQuery, Error>) -> Void) {
        completion(.success(query))
    }
}
