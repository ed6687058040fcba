import Foundation

protocol CountriesWebRepository: Sendable {
    func countries() async throws(CountriesError) -> [CountryDTO]
}

struct RealCountriesWebRepository: CountriesWebRepository {
    let session: URLSession

    func countries() async throws(CountriesError) -> [CountryDTO] {
        do {
            let (data, _) = try await session.data(from: URL(string: "https://restcountries.example.com/all")!)
            return try JSONDecoder().decode([CountryDTO].self, from: data)
        } catch {
            throw .loadFailed
        }
    }
}
