import Foundation

struct Forecast: Decodable, Equatable, Sendable {
    let city: String
    let temperature: Double
    let summary: String
}
