/// The cache strategies, applied: a repository passes how to read, fetch and save a value.
public extension CachePolicy {
	/// Fetches a value applying this cache strategy.
	///
	/// - Parameters:
	///   - fromRemote: Fetches from the network.
	///   - fromCache: Returns the cached value, or `nil` on a miss.
	///   - saveToCache: Persists a freshly fetched value to the cache.
	func fetch<Value: Sendable>(
		fromRemote: () async throws -> Value,
		fromCache: () async -> Value?,
		saveToCache: (Value) async -> Void
	) async throws -> Value {
		switch self {
		case .localFirst:
			if let cached = await fromCache() {
				return cached
			}
			let value = try await fromRemote()
			await saveToCache(value)
			return value
		case .remoteFirst:
			do {
				let value = try await fromRemote()
				await saveToCache(value)
				return value
			} catch {
				if let cached = await fromCache() {
					return cached
				}
				throw error
			}
		case .noCache:
			return try await fromRemote()
		}
	}
}
