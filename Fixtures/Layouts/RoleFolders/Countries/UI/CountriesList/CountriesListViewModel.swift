import Foundation
import Observation

@MainActor
@Observable
final class CountriesListViewModel {
    private let interactor: CountriesInteractor
    private let repository: RealCountriesWebRepository? // expect: viewmodel-uses-usecases
    var countries: [Country] = []

    init(interactor: CountriesInteractor) {
        self.interactor = interactor
        self.repository = nil
    }

    func load() async {
        countries = (try? await interactor.execute()) ?? []
    }
}
