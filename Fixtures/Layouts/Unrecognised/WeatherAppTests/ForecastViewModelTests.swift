import Foundation
import Testing
@testable import WeatherApp

@MainActor
struct ForecastViewModelTests {
    @Test("A new view model has no forecast")
    func startsEmpty() {
        let viewModel = ForecastViewModel(client: APIClient(baseURL: URL(string: "https://example.com")!))
        #expect(viewModel.forecast == nil)
    }
}
