import Foundation
import Observation

@MainActor
@Observable
final class ForecastViewModel {
    private(set) var forecast: Forecast?
    private(set) var errorMessage: String?
    private let client: APIClient

    init(client: APIClient) {
        self.client = client
    }

    func load(city: String) async {
        do {
            forecast = try await client.get("forecast/\(city)", as: Forecast.self)
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}
