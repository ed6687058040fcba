import Foundation

/// Turns the API's `yyyy-MM-dd` air dates into dates.
struct AirDateMapper: Sendable {
	func map(_ text: String) -> Date? {
		let formatter = ISO8601DateFormatter()
		formatter.formatOptions = [.withFullDate]
		return formatter.date(from: text)
	}
}
