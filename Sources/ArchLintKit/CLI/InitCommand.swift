/// `archlint init [FILE]`: writes a commented starter configuration (default
/// `.archlint.yml`) that lists every rule, option and convention with its
/// default. Generated from the rule registry, so new rules appear in it. It
/// never overwrites an existing file.
struct InitCommand {
    let tool: CommandLineTool
    static let usage = "archlint init [FILE]"

    func run(_ args: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch tool.parse(args, OptionSpec(), command: "init", usage: Self.usage) {
        case .failure(let e): return e.code
        case .success(let p): parsed = p
        }
        guard parsed.positionals.count <= 1 else { return tool.usageError("`init` takes at most one FILE", usage: Self.usage) }
        let path = parsed.positionals.first ?? ConfigurationFile.name
        if FileSystem.kind(path).0 != .missing {
            return tool.inputFailure([InputProblem(path: path, message:
                "already exists: `archlint init` never overwrites a configuration (edit it, or remove it first)")])
        }
        switch FileSystem.writeAtomically(path, Array(Self.starter().utf8), overwrite: false) {
        case .failure(let p): return tool.inputFailure([p])
        case .success:
            tool.console.err("wrote \(path): every setting is listed with its default, commented out; uncomment what you change\n")
            return ExitStatus.clean
        }
    }

    /// The starter file. It parses as it is (only `min_version` is set), and
    /// stays valid with every commented setting uncommented (comment lines that
    /// start with a capital letter are prose; the others are settings).
    static func starter() -> String {
        var out = """
            # Configuration of archlint, written by `archlint init` (archlint \(ArchLint.version)).
            # See the README (Configuration) for every key. Paths are relative to this file.
            # Every setting is listed with its default value, commented out: uncomment what you change.
            # An unknown key, rule id or value stops the run with exit status 2 (file and line).

            # The oldest archlint that may read this file.
            min_version: \(ArchLint.version)

            # Which files are linted.
            # included:                     # lint only these paths (and lint them when no PATH is given)
            #   - Features
            # excluded:                     # never lint these paths
            #   - Features/Legacy

            # disabled_rules: []            # rules that never run, e.g. [contract-suffix]
            # only_rules: [\(RuleRegistry.ids.first ?? "")]   # run only these rules (default: every rule that is on)
            # mock_directories: [\(Layout.default.mockDirectories.joined(separator: ", "))]   # folders under Tests/ that hold mocks

            # Conventions on which the seed documents disagree.

            """
        var groups: [(String, [(key: String, values: [String], defaultValue: String, summary: String)])] = []
        for o in Conventions.documentedOptions {
            let parts = o.key.split(separator: ".", maxSplits: 1)
            let group = parts.count == 2 ? String(parts[0]) : ""
            if let i = groups.firstIndex(where: { $0.0 == group && !group.isEmpty }) { groups[i].1.append(o) } else { groups.append((group, [o])) }
        }
        for (group, options) in groups {
            if !group.isEmpty { out += "# \(group):\n" }
            for o in options {
                let name = group.isEmpty ? o.key : "  " + String(o.key.split(separator: ".", maxSplits: 1)[1])
                let choices = o.values.isEmpty ? "" : o.values.joined(separator: " | ") + " — "
                out += "# " + "\(name): \(o.defaultValue)".padding(30) + " # " + choices + Linter.oneLine(o.summary) + "\n"
            }
        }
        out += """

            # Every rule with its default severity (error | warning | off) and its options.
            # A rule that is off by default runs once it is given a severity here.
            # rules:

            """
        for r in RuleRegistry.all {
            let d = r.descriptor
            let state = d.enabledByDefault ? "on by default" : "off by default"
            out += "#   " + "\(d.id):".padding(28) + " # \(state) — \(Linter.oneLine(d.title))\n"
            out += "#     severity: \(d.defaultSeverity.rawValue)\n"
            for o in d.options {
                out += "#     " + "\(o.name): \(o.defaultValue)".padding(24) + " # " + o.values.joined(separator: " | ") + " — " + Linter.oneLine(o.summary) + "\n"
            }
        }
        return out
    }
}
