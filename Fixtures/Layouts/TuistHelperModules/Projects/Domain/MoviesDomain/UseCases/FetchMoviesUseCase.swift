import Foundation

public protocol FetchMoviesUseCase: Sendable {
    func execute(page: Int) async throws(MoviesError) -> [Movie]
}

struct FetchMoviesUseCaseImpl: FetchMoviesUseCase {
    let gateway: MoviesGateway

    func execute(page: Int) async throws(MoviesError) -> [Movie] {
        try await gateway.movies(page: page)
    }
}
