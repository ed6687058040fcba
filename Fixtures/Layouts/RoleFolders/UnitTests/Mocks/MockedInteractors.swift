import Foundation
@testable import Countries

final class MockedCountriesInteractor: CountriesInteractor, @unchecked Sendable {
    var result: Result<[Country], CountriesError> = .failure(.loadFailed)

    func execute() async throws(CountriesError) -> [Country] {
        try result.get()
    }
}

final class MockedImagesInteractor: ImagesInteractor, @unchecked Sendable {
    var result: Result<Data, CountriesError> = .failure(.loadFailed)

    func execute(url: URL) async throws(CountriesError) -> Data {
        try result.get()
    }
}

final class MockedUserPermissionsInteractor: UserPermissionsInteractor, @unchecked Sendable {
    var result: Result<Bool, CountriesError> = .failure(.denied)

    func execute() async throws(CountriesError) -> Bool {
        try result.get()
    }

    func resetPermissions() async {}
}
