import AppNetworking

struct CharacterGraphQLDataSource: CharacterRemoteDataSourceContract {
	private let graphQLClient: any GraphQLClientContract

	init(graphQLClient: any GraphQLClientContract) {
		self.graphQLClient = graphQLClient
	}

	func fetchCharacters(identifiers: [Int]) async throws -> [CharacterDTO] {
		let operation = GraphQLOperation(
			query: Self.charactersQuery,
			variables: ["ids": identifiers.map(String.init).joined(separator: ",")],
			operationName: "GetCharacters"
		)
		let response: CharactersResponse = try await graphQLClient.execute(operation)
		return response.charactersByIds
	}
}

// MARK: - Response Wrappers

private struct CharactersResponse: Decodable {
	let charactersByIds: [CharacterDTO]
}

// MARK: - Queries

extension CharacterGraphQLDataSource {
	static let charactersQuery = """
		query GetCharacters($ids: [ID!]!) {
			charactersByIds(ids: $ids) {
				id
				name
			}
		}
		"""
}
