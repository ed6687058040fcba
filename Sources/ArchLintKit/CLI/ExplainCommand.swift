/// `archlint explain RULE-ID`: prints the rule's whole document (`rules/<id>.md`,
/// embedded in the binary), so it works from any installed copy. `archlint explain team-rules`
/// prints the guide to writing team rules (docs/team-rules.md, also the README's section).
struct ExplainCommand {
    let tool: CommandLineTool
    static let usage = "archlint explain RULE-ID|team-rules [--config FILE | --no-config]"
    /// Not a rule id: a team document may not take it.
    static let teamRulesTopic = "team-rules"

    func run(_ args: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch tool.parse(args, OptionSpec(switches: ["--no-config"], valued: ["--config"]), command: "explain", usage: Self.usage) {
        case .failure(let e): return e.code
        case .success(let p): parsed = p
        }
        guard parsed.positionals.count == 1 else { return tool.usageError("`explain` takes one RULE-ID", usage: Self.usage) }
        let id = parsed.positionals[0]
        if id == Self.teamRulesTopic {
            tool.console.out(RuleDocuments.teamRulesGuide + (RuleDocuments.teamRulesGuide.hasSuffix("\n") ? "" : "\n"))
            return ExitStatus.clean
        }
        let config: Configuration
        switch tool.configuration(parsed) {
        case .failure(let e): return tool.inputFailure([e])
        case .success(let c): config = c
        }
        guard let r = config.rule(id: id) else {
            return tool.usageError("unknown rule id `\(id)` (known: \(config.allRules.map(\.id).joined(separator: ", ")); or `team-rules`, the guide to writing team rules)", usage: Self.usage)
        }
        if let team = r as? TeamRule {
            let header = team.header.isEmpty ? "" : "---\n" + team.header + "---\n"
            tool.console.out(header + team.text + (team.text.hasSuffix("\n") ? "" : "\n"))
            return ExitStatus.clean
        }
        if let text = RuleDocuments.text(for: id) {
            tool.console.out(text)
            return ExitStatus.clean
        }
        // A rule added without regenerating the documents: the descriptor at least.
        let d = r.descriptor
        tool.console.out("""
            \(d.id) (\(d.defaultSeverity.rawValue))
            \(d.title)

            \(d.summary)

            Sources: \(d.sources.joined(separator: ", "))
            (This build does not embed rules/\(d.id).md: run Scripts/generate-rule-docs and rebuild.)

            """)
        return ExitStatus.clean
    }
}
