/// Controls how a repository combines its local cache and the remote source.
public enum CachePolicy: Sendable {
	/// Cache first, remote if not found, then save to cache (default).
	case localFirst
	/// Remote first and save to cache; cache as fallback on error.
	case remoteFirst
	/// Remote only, no cache interaction.
	case none
}
