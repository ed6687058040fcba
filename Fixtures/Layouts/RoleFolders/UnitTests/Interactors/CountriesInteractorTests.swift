import Foundation
import Testing
@testable import Countries

@Suite("Countries interactor")
struct CountriesInteractorTests {
    @Test("It maps the web repository's countries")
    func mapsCountries() async throws {
        let repository = MockedCountriesWebRepository()
        repository.result = .success([CountryDTO(name: "Peru", alpha3Code: "PER", population: 1)])
        let countries = try await RealCountriesInteractor(webRepository: repository).execute()
        #expect(countries.map(\.name) == ["Peru"])
    }
}
