import Foundation

protocol FlagsInteractor: Sendable {
    func execute(country: Country) async throws(CountriesError) -> Data
}

struct FlagsInteractorImpl: FlagsInteractor { // expect: contract-suffix
    let webRepository: ImagesWebRepository

    func execute(country: Country) async throws(CountriesError) -> Data {
        try await webRepository.image(url: URL(string: "https://flags.example.com/\(country.id).png")!)
    }
}
