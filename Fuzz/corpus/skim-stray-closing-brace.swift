import Foundation
import SwiftUI // expect: domain-model-no-infrastructure

struct Film: Identifiable, Sendable { // expect: domain-model-equatable
	let id: Int
	let title: String
	let director: String
	let releaseDate: Date?
	let rating: Double
	var isFavorite: Bool // expect: domain-model-immutable

	//t: domain-model-immutable

	// MARK: - Computed Propertiguard let releaseDate else {
			return false
		}
		return releaseDate <= Date()
	}

	var ratingColor: Color {
		rating >= 7 ? .green : .orange
	}

	// MARK: - Business Rules

	func isClassic(asOf now: Date = Date()) -> Bool {
		guard let releaseDate else {
			return false
		}
		return now.timeIntervalSince(releaseDate) > 25 * 365 * 24 * 3600
	}

	// MARK: - Persistence

	func save(in defaults: UserDefaults = .standard) { // expect: domain-model-no-infrastructure
		defaults.set(isFavorite, forKey: "film.\(id).favorite")
	}
}
