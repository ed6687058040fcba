/// `archlint init [FILE]`: writes a commented starter configuration (default
/// `.archlint.yml`) that lists every rule, option and convention with its
/// default. Generated from the rule registry, so new rules appear in it. It
/// never overwrites an existing file.
struct InitCommand {
    let tool: CommandLineTool
    static let usage = "archlint init [--print] [FILE]"

    func run(_ args: [String]) -> Int32 {
        let parsed: ParsedArguments
        switch tool.parse(args, OptionSpec(switches: ["--print"]), command: "init", usage: Self.usage) {
        case .failure(let e): return e.code
        case .success(let p): parsed = p
        }
        guard parsed.positionals.count <= 1 else { return tool.usageError("`init` takes at most one FILE", usage: Self.usage) }
        let path = parsed.positionals.first ?? ConfigurationFile.name
        let printOnly = parsed.has("--print")
        if !printOnly && FileSystem.kind(path).0 != .missing {
            return tool.inputFailure([InputProblem(path: path, message:
                "already exists: `archlint init` never overwrites a configuration (edit it, or remove it first)")])
        }
        // The project is the folder the configuration goes into.
        let folder = Paths.directory(of: path)
        let (found, problems) = Self.detect(in: folder.isEmpty ? "." : folder)
        guard let detection = found else { return tool.inputFailure(problems) }
        let daily = Self.dailyLoopSettings(in: folder.isEmpty ? "." : folder)
        let text = detection.render() + daily.text + Self.starter()
        if case .failure(let p) = Configuration.parse(text, path: path) {
            return tool.inputFailure([InputProblem(path: path, line: p.line, message: "archlint init wrote a configuration it cannot read (a bug): \(p.message)")])
        }
        if printOnly {
            tool.console.out(text)
            return ExitStatus.clean
        }
        switch FileSystem.writeAtomically(path, Array(text.utf8), overwrite: false) {
        case .failure(let p): return tool.inputFailure([p])
        case .success:
            tool.console.err("wrote \(path): the layout and conventions detected in \(detection.fileCount) Swift files, with their evidence; every other setting is listed with its default, commented out\n")
            if !daily.vendored.isEmpty { tool.console.err("note: vendored folders skipped (not linted): \(daily.vendored.joined(separator: ", "))\n") }
            return ExitStatus.clean
        }
    }

    /// Reads the Swift files under `folder` (as `archlint` would, with no configuration) and detects
    /// the layout and the conventions.
    static func detect(in folder: String) -> (ProjectDetection?, [InputProblem]) {
        let (files, problems) = FileSystem.collectSwiftFiles([folder])
        if !problems.isEmpty { return (nil, problems) }
        var contents: [(path: String, bytes: [UInt8])] = []
        for f in files {
            switch FileSystem.readFile(f) {
            case .failure(let p): return (nil, [p])
            case .success(let b): contents.append((f, b))
            }
        }
        var config = Configuration()
        config.onlyRules = []
        let (report, project) = Linter.lintWithIndex(contents: contents, configuration: config)
        let bad = report.problems.filter { $0.line == nil || !$0.message.contains("invalid UTF-8") }
        if !bad.isEmpty { return (nil, bad) }
        return (ProjectDetection.detect(project), [])
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
                // `{Name}` patterns are quoted (a bare `{` opens an inline map). A shorthand stays a
                // prose comment: uncommented next to its pattern it would set the name twice.
                let value = o.defaultValue.contains("{") ? "\"\(o.defaultValue)\"" : o.defaultValue
                if o.summary.hasPrefix("shorthand") {
                    out += "# Shorthand: \(name.trimmingSpaces()): \(value)".padding(32) + " # " + choices + Linter.oneLine(o.summary) + "\n"
                } else {
                    out += "# " + "\(name): \(value)".padding(30) + " # " + choices + Linter.oneLine(o.summary) + "\n"
                }
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
