import SwiftUI

public struct MovieListView: View {
    let viewModel: MovieListViewModel

    public var body: some View {
        List(viewModel.movies) { Text($0.title) }
    }
}
