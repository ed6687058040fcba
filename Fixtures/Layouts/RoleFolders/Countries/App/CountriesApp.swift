import SwiftUI

@main
struct CountriesApp: App {
    var body: some Scene {
        WindowGroup {
            CountriesList(viewModel: CountriesListViewModel(interactor: StubCountriesInteractor()))
        }
    }
}
