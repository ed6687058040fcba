/// `stale-baseline-entry`: a baseline entry that no finding matches any more
/// is reported, so the baseline only shrinks.
public struct StaleBaselineEntryRule: BaselineRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "stale-baseline-entry",
        title: "Baseline entries match a finding",
        summary: "A `--baseline` entry that no finding matches any more (it was fixed) is removed from the baseline.",
        defaultSeverity: .warning,
        sources: allSeeds)

    public func message(forStale entry: BaselineEntry, baselinePath: String) -> String {
        let known = RuleRegistry.rule(id: entry.rule) != nil
        return "baseline entry \(entry.described) matches no finding"
            + (known ? " (fixed?)" : " (archlint has no rule `\(entry.rule)` any more)")
            + ": remove it from \(baselinePath), e.g. `archlint --baseline \(baselinePath) --write-baseline \(baselinePath)`"
    }
}
