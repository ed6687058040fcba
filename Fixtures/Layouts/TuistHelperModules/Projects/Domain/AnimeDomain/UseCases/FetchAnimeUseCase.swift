import Foundation

public protocol FetchAnimeUseCase: Sendable {
    func execute(id: Int) async throws(MoviesError) -> AnimeDTO // expect: no-dto-in-domain
}

struct FetchAnimeUseCaseImpl: FetchAnimeUseCase {
    func execute(id: Int) async throws(MoviesError) -> AnimeDTO { // expect: no-dto-in-domain
        AnimeDTO(id: id, title: "") // expect: no-dto-in-domain
    }
}
