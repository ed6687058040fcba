/// `archlint explain RULE-ID`: describes one rule.
struct ExplainCommand {
    let tool: CommandLineTool
    static let usage = "archlint explain RULE-ID"

    func run(_ args: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch tool.parse(args, OptionSpec(), command: "explain", usage: Self.usage) {
        case .failure(let e): return e.code
        case .success(let p): parsed = p
        }
        guard parsed.positionals.count == 1 else { return tool.usageError("`explain` takes one RULE-ID", usage: Self.usage) }
        let id = parsed.positionals[0]
        guard let r = RuleRegistry.rule(id: id) else {
            return tool.usageError("unknown rule id `\(id)` (known: \(RuleRegistry.ids.joined(separator: ", ")))", usage: Self.usage)
        }
        let d = r.descriptor
        tool.console.out("""
            \(d.id) (\(d.defaultSeverity.rawValue))
            \(d.title)

            \(d.summary)

            Sources: \(d.sources.joined(separator: ", "))
            Document, with Incorrect and Correct examples: rules/\(d.id).md

            """)
        return ExitStatus.clean
    }
}
