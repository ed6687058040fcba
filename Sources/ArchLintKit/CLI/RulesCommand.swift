/// `archlint rules`: one line per rule, starting with its id (scripts read the
/// first word), then its default severity, whether it runs by default, whether
/// `--fix` can fix it, its options (`name=values (default)`) and its summary.
struct RulesCommand {
    let tool: CommandLineTool
    static let usage = "archlint rules"

    func run(_ args: [String]) -> Int32 {
        switch tool.parse(args, OptionSpec(), command: "rules", usage: Self.usage) {
        case .failure(let e): return e.code
        case .success(let p):
            guard p.positionals.isEmpty else { return tool.usageError("`rules` takes no arguments", usage: Self.usage) }
        }
        tool.console.out(Self.render(RuleRegistry.all))
        return ExitStatus.clean
    }

    static func render(_ rules: [any Rule]) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        var out = ""
        for r in rules {
            let d = r.descriptor
            var line = r.id.padding(width) + "  " + d.defaultSeverity.rawValue.padding(7) + "  "
            line += (d.enabledByDefault ? "on " : "off") + "  " + ("fix=" + d.fix.rawValue).padding(10) + "  "
            if d.options.isEmpty {
                line += "options: none"
            } else {
                line += "options: " + d.options.map { "\($0.name)=\($0.values.joined(separator: "|")) (default \($0.defaultValue))" }.joined(separator: ", ")
            }
            line += "  — " + Linter.oneLine(d.summary)
            out += line + "\n"
        }
        return out
    }
}
