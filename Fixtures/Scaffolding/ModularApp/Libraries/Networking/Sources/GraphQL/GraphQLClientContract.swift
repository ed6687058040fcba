/// Contract for GraphQL client implementations.
public protocol GraphQLClientContract: Sendable {
	/// Executes an operation and decodes its `data` to the specified type.
	func execute<T: Decodable>(_ operation: GraphQLOperation) async throws -> T
}
