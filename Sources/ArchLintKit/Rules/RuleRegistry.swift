/// Every rule archlint knows. Adding a rule: one Swift file in Rules/, one
/// `rules/<id>.md` document, fixtures — and one line here. The order is the
/// order of `archlint rules` and of the README's table.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        // UseCases
        UseCaseSingleExecuteRule(),
        UseCaseNamingRule(),
        UseCaseCachePolicyRule(),
        UseCaseDependsOnContractsRule(),
        UseCaseAsyncRule(),
        UseCaseHasMockRule(),
        UseCaseHasTestsRule(),
        // Contracts, layers, visibility
        ContractSuffixRule(),
        ContractSendableRule(),
        ContractNotPublicRule(),
        TypedThrowsRule(),
        LayerLocationRule(),
        NoDTOInDomainRule(),
        DomainIndependentRule(),
        LayerDependenciesRule(),
        ViewModelUsesUseCasesRule(),
        // Domain models and errors
        DomainModelEquatableRule(),
        DomainModelImmutableRule(),
        DomainModelNoInfrastructureRule(),
        DomainErrorConformanceRule(),
        // Data layer
        DTOAnemicRule(),
        DTOMappingRule(),
        RepositoryMapsErrorsRule(),
        // Mocks and tests
        MockDefaultFailureRule(),
        MockConventionsRule(),
        TestDescriptionRule(),
        // The layout itself
        LayoutUnrecognisedRule(),
        // Rules about waivers and the baseline: the engine asks them after the others.
        SuppressionReasonRule(),
        UnusedSuppressionRule(),
        StaleBaselineEntryRule(),
    ]

    public static func rule(id: String) -> (any Rule)? {
        all.first { $0.id == id }
    }

    public static var ids: [String] { all.map(\.id) }

    /// `ids` as a set, built once (every file's waivers are checked against it).
    public static let idSet: Set<String> = Set(all.map(\.id))
}
