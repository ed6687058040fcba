/// `archlint explain RULE-ID`: prints the rule's whole document (`rules/<id>.md`,
/// embedded in the binary), so it works from any installed copy.
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
