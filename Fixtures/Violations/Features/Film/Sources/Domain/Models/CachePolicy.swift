/// Implicitly Equatable (no associated values): not reported.
enum CachePolicy: Sendable {
	case localFirst
	case remoteFirst
	case none
}
