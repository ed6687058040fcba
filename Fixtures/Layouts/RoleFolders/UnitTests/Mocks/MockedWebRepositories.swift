import Foundation
@testable import Countries

final class MockedCountriesWebRepository: CountriesWebRepository, @unchecked Sendable {
    var result: Result<[CountryDTO], CountriesError> = .failure(.loadFailed)

    func countries() async throws(CountriesError) -> [CountryDTO] {
        try result.get()
    }
}
