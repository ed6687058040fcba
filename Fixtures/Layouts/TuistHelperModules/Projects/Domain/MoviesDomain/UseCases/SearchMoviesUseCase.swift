import Foundation

public protocol SearchMoviesUseCase: Sendable {
    func execute(query: String) async throws(MoviesError) -> [Movie]
}

struct SearchMoviesUseCaseImpl: SearchMoviesUseCase {
    let gateway: MoviesGateway

    func execute(query: String) async throws(MoviesError) -> [Movie] {
        try await gateway.movies(page: 1).filter { $0.title.contains(query) }
    }
}
