/// `archlint rules`: one line per rule, starting with its id (scripts read the
/// first word), then its default severity, whether it runs by default, whether
/// `--fix` can fix it, its options (`name=values (default)`) and its summary.
struct RulesCommand {
    let tool: CommandLineTool
    static let usage = "archlint rules [--markdown] [--config FILE | --no-config]"

    func run(_ args: [String]) -> Int32 {
        let markdown: Bool
        let config: Configuration
        switch tool.parse(args, OptionSpec(switches: ["--markdown", "--no-config"], valued: ["--config"]), command: "rules", usage: Self.usage) {
        case .failure(let e): return e.code
        case .success(let p):
            guard p.positionals.isEmpty else { return tool.usageError("`rules` takes no arguments", usage: Self.usage) }
            markdown = p.has("--markdown")
            switch tool.configuration(p) {
            case .failure(let e): return tool.inputFailure([e])
            case .success(let c): config = c
            }
        }
        tool.console.out(markdown ? Self.markdown(config.allRules) : Self.render(config.allRules))
        return ExitStatus.clean
    }

    /// The same as a Markdown table (the README's rules table is this output).
    static func markdown(_ rules: [any Rule]) -> String {
        var out = "| id | severity | on by default | `--fix` | options | what it checks |\n|---|---|---|---|---|---|\n"
        for r in rules {
            let d = r.descriptor
            let options = d.options.isEmpty ? "—" : d.options.map { "`\($0.name)`: \($0.values.joined(separator: " \\| ")) (default `\($0.defaultValue)`)" }.joined(separator: "; ")
            let fix = d.fix == .none ? "—" : d.fix.rawValue
            let link = (r as? TeamRule)?.documentPath ?? "rules/\(r.id).md"
            out += "| [`\(r.id)`](\(link)) | \(d.defaultSeverity.rawValue) | \(d.enabledByDefault ? "yes" : "no") | \(fix) | \(options) | \(Linter.oneLine(d.summary).replacingAll("|", "\\|")) |\n"
        }
        return out
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
            if let team = r as? TeamRule { line += "  [team rule: \(team.documentPath)]" }
            out += line + "\n"
        }
        return out
    }
}
