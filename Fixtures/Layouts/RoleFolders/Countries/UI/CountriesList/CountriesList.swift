import SwiftUI

struct CountriesList: View {
    let viewModel: CountriesListViewModel

    var body: some View {
        List(viewModel.countries) { Text($0.name) }
            .task { await viewModel.load() }
    }
}
