import Foundation
import MoviesDomain

actor MoviesDBGateway: MoviesGateway {
    private var cache: [Int: [Movie]] = [:]

    func movies(page: Int) async throws(MoviesError) -> [Movie] {
        cache[page] ?? []
    }
}
