import XCTest

class SearchMoviesUseCaseTests: XCTestCase {

    static let moviesPages: [MoviesPage] = {
        let page1 = MoviesPage(page: 1, totalPages: 2, movies: [])
        return [page1]
    }()

    enum MoviesRepositorySuccessTestError: Error {
        case failedFetching
    }

    class MoviesQueriesRepositoryMock: MoviesQueriesRepository { // expect: mock-conventions
        var recentQueries: [MovieQuery] = []
        func fetchRecentsQueries(maxCount: Int, completion: @escaping (Result<[MovieQuery], Error>) -> Void) {
            completion(.success(recentQueries))
        }
        func saveRecentQuery(query: MovieQuery, completion: @escaping (Result<MovieQuery, Error>) -> Void) {
            recentQueries.append(query)
        }
    }

    func testSearchMoviesUseCase_whenSuccessfullyFetchesMoviesForQuery_thenQueryIsSavedInRecentQueries() {
        let expectation = self.expectation(description: "Recent query saved")
        expectation.fulfill()
    }
}
