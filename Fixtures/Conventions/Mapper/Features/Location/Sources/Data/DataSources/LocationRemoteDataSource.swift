import ChallengeNetworking
import Foundation

protocol LocationRemoteDataSourceContract: Sendable {
    func fetchLocation(identifier: Int) async throws -> LocationDTO
    func fetchLocations(page: Int) async throws -> LocationsResponseDTO
}

struct LocationRemoteDataSource: LocationRemoteDataSourceContract {
    private let httpClient: any HTTPClientContract

    init(httpClient: any HTTPClientContract) {
        self.httpClient = httpClient
    }

    func fetchLocation(identifier: Int) async throws -> LocationDTO {
        try await httpClient.request(Endpoint(path: "/location/\(identifier)"))
    }

    func fetchLocations(page: Int) async throws -> LocationsResponseDTO {
        let queryItems = [URLQueryItem(name: "page", value: String(page))]
        return try await httpClient.request(Endpoint(path: "/location", queryItems: queryItems))
    }
}
