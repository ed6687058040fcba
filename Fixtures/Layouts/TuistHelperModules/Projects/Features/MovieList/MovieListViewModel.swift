import Foundation
import MoviesDomain
import MoviesAPI
import Observation

@MainActor
@Observable
public final class MovieListViewModel {
    private let fetchMovies: FetchMoviesUseCase
    private let fallback: MoviesAPIGateway? // expect: viewmodel-uses-usecases
    public var movies: [Movie] = []

    public init(fetchMovies: FetchMoviesUseCase) {
        self.fetchMovies = fetchMovies
        self.fallback = nil
    }

    public func load() async {
        movies = (try? await fetchMovies.execute(page: 1)) ?? []
    }
}
