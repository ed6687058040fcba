import Foundation
import MoviesDomain

public struct MoviesAPIGateway: MoviesGateway {
    let session: URLSession

    public func movies(page: Int) async throws(MoviesError) -> [Movie] {
        do {
            let (data, _) = try await session.data(from: URL(string: "https://api.example.com/movies?page=\(page)")!)
            return try JSONDecoder().decode([MovieDTO].self, from: data).map { Movie(id: $0.id, title: $0.title) }
        } catch {
            throw .loadFailed
        }
    }
}
