/// Every rule archlint knows. Adding a rule: one Swift file in Rules/, one
/// `rules/<id>.md` document, fixtures — and one line here.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        UseCaseSingleExecuteRule(),
        ContractSuffixRule(),
        ContractSendableRule(),
        NoDTOInDomainRule(),
        TypedThrowsRule(),
        MockDefaultFailureRule(),
        // Rules about waivers and the baseline: the engine asks them after the others.
        SuppressionReasonRule(),
        UnusedSuppressionRule(),
        StaleBaselineEntryRule(),
    ]

    public static func rule(id: String) -> (any Rule)? {
        all.first { $0.id == id }
    }

    public static var ids: [String] { all.map(\.id) }
}
