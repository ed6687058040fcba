import Foundation

enum FilmRelease: Sendable { // expect: domain-model-equatable
	case theatrical(date: Date)
	case streaming(platform: String, date: Date)
	case festival(name: String)
	case unannounced
}
