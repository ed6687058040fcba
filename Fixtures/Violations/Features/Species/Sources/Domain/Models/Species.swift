public struct Species: Equatable, Sendable {
	public let id: Int
	public let name: String
	public let classification: String
	public let averageLifespan: Int?
	public let language: String

	/// Business rule: a species whose members live longer than five centuries.
	public var isLongLived: Bool {
		(averageLifespan ?? 0) > 500
	}
}

// MARK: - Row style

extension Species {
	var rowStyle: SpeciesRowStyle { // expect: domain-independent
		isLongLived ? .highlighted : .regular
	}
}
