/// A character of the show.
///
/// Public because the Episode feature coordinates characters in one of its use cases.
public struct Character: Equatable, Sendable {
	public let id: Int
	public let name: String

	/// Business rule: the show's lead is character 1.
	public var isLead: Bool {
		id == 1
	}
}
