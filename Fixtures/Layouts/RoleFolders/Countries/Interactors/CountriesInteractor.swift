import Foundation

protocol CountriesInteractor: Sendable {
    func execute() async throws(CountriesError) -> [Country]
}

struct RealCountriesInteractor: CountriesInteractor {
    let webRepository: CountriesWebRepository

    func execute() async throws(CountriesError) -> [Country] {
        try await webRepository.countries().map { Country(id: $0.alpha3Code, name: $0.name, population: $0.population) }
    }
}

struct StubCountriesInteractor: CountriesInteractor {
    func execute() async throws(CountriesError) -> [Country] { [] }
}
