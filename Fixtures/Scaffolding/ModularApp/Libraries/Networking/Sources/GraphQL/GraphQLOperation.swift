/// A GraphQL query with its variables.
public struct GraphQLOperation: Sendable {
	public let query: String
	public let variables: [String: String]
	public let operationName: String

	public init(query: String, variables: [String: String] = [:], operationName: String) {
		self.query = query
		self.variables = variables
		self.operationName = operationName
	}
}
