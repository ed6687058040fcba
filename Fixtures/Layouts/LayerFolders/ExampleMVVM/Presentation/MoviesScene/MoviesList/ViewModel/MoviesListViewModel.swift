import Foundation

struct MoviesListViewModelActions {
    let showMovieDetails: (Movie) -> Void
}

protocol MoviesListViewModelInput {
    func viewDidLoad()
    func didSearch(query: String)
}

protocol MoviesListViewModelOutput {
    var query: Observable<String> { get }
}

typealias MoviesListViewModel = MoviesListViewModelInput & MoviesListViewModelOutput

final class DefaultMoviesListViewModel: MoviesListViewModel {

    private let searchMoviesUseCase: SearchMoviesUseCase
    private let actions: MoviesListViewModelActions?

    let query: Observable<String> = Observable("")

    init(searchMoviesUseCase: SearchMoviesUseCase, actions: MoviesListViewModelActions? = nil) {
        self.searchMoviesUseCase = searchMoviesUseCase
        self.actions = actions
    }

    func viewDidLoad() {}

    func didSearch(query: String) {
        guard !query.isEmpty else { return }
    }
}
