import Foundation

public protocol MoviesGateway: Sendable {
    func movies(page: Int) async throws(MoviesError) -> [Movie]
}
