import AnimeDomain
import Foundation
import Observation

@MainActor
@Observable
public final class AnimeDetailViewModel {
    private let fetchAnime: FetchAnimeUseCase

    public init(fetchAnime: FetchAnimeUseCase) {
        self.fetchAnime = fetchAnime
    }
}
